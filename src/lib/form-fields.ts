// Building blocks of the administration forms' schemas (document 3 §5). Forms send every value as
// text (multipart), and leave out empty fields, so "optional" here means "absent".
import { z } from "zod";
import { slugify } from "./slug.ts";

/** A required text field: trimmed, "<Label> is required" when absent or blank, at most `max`. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** An optional text field: trimmed, at most `max`; absent or blank becomes null. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : null));
}

/** A record id chosen in a form (a select's value): a whole number from 1. */
export function idField(label: string) {
  const message = `${label} is required`;
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^[1-9]\d{0,14}$/, `${label} must be chosen from the list`)
    .transform(Number);
}

/** An optional record id: absent or blank is null. */
export function optionalIdField(label: string) {
  return z
    .string({ error: `${label} must be chosen from the list` })
    .trim()
    .regex(/^([1-9]\d{0,14})?$/, `${label} must be chosen from the list`)
    .optional()
    .transform((value) => (value ? Number(value) : null));
}

/** "true" or "false" (a checkbox the form sends as text); absent is `fallback`. */
export function booleanField(label: string, fallback: boolean) {
  return z
    .enum(["true", "false"], { error: `${label} must be true or false` })
    .optional()
    .transform((value) => (value === undefined ? fallback : value === "true"));
}

/** The version of the record the form loaded (optimistic concurrency). */
export const versionField = z
  .string({ error: "Version is required: reload the record and try again" })
  .trim()
  .regex(/^[1-9]\d{0,8}$/, "Version must be a whole number: reload the record and try again")
  .transform(Number);

/**
 * A URL key (product slug, category or subcategory name): the site's slug rule applied to what was
 * typed, or to `fallback` (the name) when nothing was; refused when nothing usable remains.
 */
export function keyFrom(typed: string | null, fallback: string | null, max: number): string {
  return slugify(typed ?? fallback ?? "")
    .slice(0, max)
    .replace(/-+$/, "");
}
