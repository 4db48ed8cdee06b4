// Categories, subcategories and brands (document 3 §2.6, §5) described as data: their fields,
// columns, calls and texts, so one list screen and one form serve all three.
import type { z } from "zod";
import { KEY_PATTERN } from "../../../lib/catalogue/catalogue-query.ts";
import {
  brandCreateSchema,
  categoryCreateSchema,
  subcategoryCreateSchema,
} from "../../../lib/catalogue/taxonomy-forms.ts";

/** A kind of taxonomy record. */
export type TaxonomyKind = "categories" | "subcategories" | "brands";

/** How a form field is entered and checked. */
export type TaxonomyFieldType =
  "key" | "text" | "textarea" | "url" | "parent" | "image" | "position" | "hidden";

/** One field of a taxonomy form; `name` is also its multipart field name. */
export interface TaxonomyField {
  name: string;
  label: string;
  type: TaxonomyFieldType;
  required?: boolean;
  max?: number;
  hint?: string;
  /** For a picture: the field that asks the API to drop the stored one on edit. */
  removal?: string;
}

/** A kind's texts, fields and the columns of its overview. */
export interface TaxonomyKindSpec {
  kind: TaxonomyKind;
  title: string;
  singular: string;
  fields: TaxonomyField[];
  /** The rules shared with POST /api/{kind} (src/lib/catalogue/taxonomy-forms.ts). */
  schema: z.ZodType;
  /** The row field shown as the thumbnail, if any. */
  picture?: "image" | "logo";
  columns: { label: string; field: string; cut?: number; shown?: (value: string) => string }[];
}

const KEY_HINT = "The address key: lowercase letters, digits and hyphens (e.g. desktop-printers).";
const name = (hint?: string): TaxonomyField => ({
  name: "name",
  label: "Name",
  type: hint ? "key" : "text",
  required: true,
  max: hint ? 100 : 200,
  ...(hint ? { hint } : {}),
});
const displayName: TaxonomyField = {
  name: "display_name",
  label: "Display Name",
  type: "text",
  required: true,
  max: 200,
};
const description: TaxonomyField = {
  name: "description",
  label: "Description",
  type: "textarea",
  max: 20000,
};
// Where a category or subcategory comes in the menus and lists, and whether they show it at all.
const position: TaxonomyField = {
  name: "sort_order",
  label: "Position",
  type: "position",
  hint: "Lower numbers come first in the menus and lists; equal ones by name. Leave empty for 0.",
};
const hidden: TaxonomyField = {
  name: "is_hidden",
  label: "Hide from menus",
  type: "hidden",
  hint: "Left out of the menus, the footer and the listings' links; its page stays. One without active products is left out anyway.",
};
const positionColumn = { label: "Position", field: "sort_order" };
const menusColumn = {
  label: "Menus",
  field: "is_hidden",
  shown: (value: string) => (value === "true" ? "Hidden" : "Shown"),
};

const image = (field: "image" | "logo", label: string): TaxonomyField => ({
  name: field,
  label,
  type: "image",
  hint: "JPEG, PNG, WebP, GIF or SVG, up to 2 MB. Choose a file only to add or replace it.",
  removal: field === "logo" ? "removeLogo" : "removeImage",
});

/** The three kinds. */
export const TAXONOMY_KINDS: Record<TaxonomyKind, TaxonomyKindSpec> = {
  categories: {
    kind: "categories",
    title: "Categories",
    singular: "category",
    schema: categoryCreateSchema,
    fields: [name(KEY_HINT), displayName, description, position, hidden, image("image", "Image")],
    picture: "image",
    columns: [
      { label: "Name", field: "name" },
      { label: "Display Name", field: "display_name" },
      { label: "Description", field: "description", cut: 80 },
      positionColumn,
      menusColumn,
    ],
  },
  subcategories: {
    kind: "subcategories",
    title: "Subcategories",
    singular: "subcategory",
    schema: subcategoryCreateSchema,
    fields: [
      name(KEY_HINT),
      displayName,
      { name: "category_id", label: "Parent Category", type: "parent", required: true },
      description,
      position,
      hidden,
      image("image", "Image"),
    ],
    picture: "image",
    columns: [
      { label: "Name", field: "name" },
      { label: "Display Name", field: "display_name" },
      { label: "Category", field: "category_display_name" },
      { label: "Description", field: "description", cut: 60 },
      positionColumn,
      menusColumn,
    ],
  },
  brands: {
    kind: "brands",
    title: "Brands",
    singular: "brand",
    schema: brandCreateSchema,
    fields: [
      name(),
      displayName,
      description,
      {
        name: "website",
        label: "Website",
        type: "url",
        max: 2048,
        hint: "Optional; a full address such as https://www.zebra.com",
      },
      image("logo", "Logo"),
    ],
    picture: "logo",
    columns: [
      { label: "Name", field: "name" },
      { label: "Display Name", field: "display_name" },
      { label: "Website", field: "website" },
      { label: "Description", field: "description", cut: 60 },
    ],
  },
};

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The texts of document 3 §5 and §8 for one kind. */
export function taxonomyTexts(spec: TaxonomyKindSpec) {
  const label = capitalized(spec.singular);
  return {
    label,
    add: `Add ${label}`,
    edit: `Edit ${label}`,
    confirmDelete: `Are you sure you want to delete this ${spec.singular}?`,
    added: `${label} added successfully!`,
    updated: `${label} updated successfully!`,
    deleted: `${label} deleted successfully!`,
    saveFailed: (reason: string | undefined) =>
      `Error saving ${spec.singular}${reason ? `: ${reason}` : ""}`,
    deleteFailed: (reason: string | undefined) =>
      `Error deleting ${spec.singular}${reason ? `: ${reason}` : ""}`,
  };
}

// The text fields as the form sends them: trimmed, empty ones left out.
function textFields(spec: TaxonomyKindSpec, values: Record<string, string>): [string, string][] {
  return spec.fields
    .filter((field) => field.type !== "image")
    .map((field): [string, string] => [field.name, (values[field.name] ?? "").trim()])
    .filter(([, value]) => value !== "");
}

/**
 * The form's errors (document 3 §5): the rules shared with the API (required names, website a
 * URL), a key already in the URL-key shape, and pictures that are image files.
 */
export function validateTaxonomy(
  spec: TaxonomyKindSpec,
  values: Record<string, string>,
  files: Record<string, File | null>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const checked = spec.schema.safeParse(Object.fromEntries(textFields(spec, values)));
  if (!checked.success) {
    for (const issue of checked.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  for (const field of spec.fields) {
    const value = (values[field.name] ?? "").trim();
    const file = files[field.name];
    if (field.type === "key" && value !== "" && !KEY_PATTERN.test(value)) {
      errors[field.name] ??=
        `${field.label} may contain only lowercase letters, digits and single hyphens`;
    } else if (field.type === "image" && file && !file.type.startsWith("image/")) {
      errors[field.name] = `${field.label} must be a JPEG, PNG, WebP, GIF or SVG image`;
    }
  }
  return errors;
}

/**
 * The multipart body of POST/PUT: non-empty values trimmed (the API reads a left-out optional
 * field as cleared), chosen files, and on edit the version and the pictures to remove.
 */
export function taxonomyFormData(
  spec: TaxonomyKindSpec,
  values: Record<string, string>,
  files: Record<string, File | null>,
  edit?: { version: number; remove: ReadonlySet<string> },
): FormData {
  const form = new FormData();
  for (const [name, value] of textFields(spec, values)) form.set(name, value);
  for (const field of spec.fields) {
    const file = files[field.name];
    if (field.type === "image" && file) form.set(field.name, file);
    else if (edit && field.removal && edit.remove.has(field.name)) form.set(field.removal, "true");
  }
  if (edit) form.set("version", String(edit.version));
  return form;
}
