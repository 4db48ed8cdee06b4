// The pure steps of a content form (document 3 §5): a record as form values, the checks before
// sending (the rules shared with the API, plus a driver's file on add) and the multipart body.
import { slugify } from "../../../lib/slug.ts";
import type { ContentKindSpec } from "./content-kinds.ts";

/** A driver's file must be chosen when the driver is added (document 3 §5). */
export const FILE_REQUIRED = "File is required";

// A stored value as the text a control holds: lists joined by commas, booleans as true/false.
function asText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(String).join(", ");
  return String(value);
}

/** The form's starting values: the record's, or each field's default for a new one. */
export function initialValues(
  spec: ContentKindSpec,
  record?: Record<string, unknown>,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of spec.fields) {
    if (field.type === "file") continue;
    values[field.name] = record ? asText(record[field.name]) : (field.initial ?? "");
  }
  return values;
}

/**
 * The values after `name` changed to `value`: a slug made from that field follows it while the
 * slug is still the one made from the old value (or empty); a slug edited by hand stays.
 */
export function withChange(
  spec: ContentKindSpec,
  values: Record<string, string>,
  name: string,
  value: string,
): Record<string, string> {
  const next = { ...values, [name]: value };
  for (const field of spec.fields) {
    if (field.type !== "slug" || field.from !== name) continue;
    const current = values[field.name] ?? "";
    if (current === "" || current === slugify(values[name] ?? "")) {
      next[field.name] = slugify(value);
    }
  }
  return next;
}

// The text fields as the form sends them: trimmed, empty ones left out.
function textEntries(spec: ContentKindSpec, values: Record<string, string>): [string, string][] {
  return spec.fields
    .filter((field) => field.type !== "file")
    .map((field): [string, string] => [
      field.name,
      field.type === "textarea" ? (values[field.name] ?? "") : (values[field.name] ?? "").trim(),
    ])
    .filter(([, value]) => value.trim() !== "");
}

/** The form's errors by field: the API's own rules, and a driver's file when adding. */
export function validateContent(
  spec: ContentKindSpec,
  values: Record<string, string>,
  file: File | null,
  adding: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const checked = spec.schema.safeParse(Object.fromEntries(textEntries(spec, values)));
  if (!checked.success) {
    for (const issue of checked.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  const fileField = spec.fields.find((field) => field.type === "file");
  if (fileField && adding && !file) errors[fileField.name] = FILE_REQUIRED;
  return errors;
}

/** The multipart body of POST/PUT: non-empty values, the chosen file and, on edit, the version. */
export function contentFormData(
  spec: ContentKindSpec,
  values: Record<string, string>,
  file: File | null,
  version?: number,
): FormData {
  const form = new FormData();
  for (const [name, value] of textEntries(spec, values)) form.set(name, value);
  const fileField = spec.fields.find((field) => field.type === "file");
  if (fileField && file) form.set(fileField.name, file);
  if (version !== undefined) form.set(spec.versionField, String(version));
  return form;
}
