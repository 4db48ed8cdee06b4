// Building blocks of the administration forms' schemas (document 3 §5). Forms send every value as
// text (multipart), and leave out empty fields, so "optional" here means "absent".
import { z } from "zod";
import { isEmailAddress, MAX_EMAIL_LENGTH } from "./email-address.ts";
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

/** The message of a position field. */
export const POSITION_MESSAGE = "Position must be a whole number from -9999 to 9999";

/** A place in a list staff arrange (lowest first): a whole number, null when not given. */
export const positionField = z
  .string({ error: POSITION_MESSAGE })
  .trim()
  .regex(/^-?\d{1,4}$/, POSITION_MESSAGE)
  .transform(Number)
  .optional()
  .transform((value) => value ?? null);

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

const isWebAddress = (value: string) => z.url({ protocol: /^https?$/ }).safeParse(value).success;
// A path on the site itself ("/images/blogs/x.svg"), never "//host" (another site).
const isSitePath = (value: string) => /^\/(?!\/)[^\s\\]*$/.test(value);

/**
 * An optional web address (http or https, at most 2048 characters); with `sitePaths`, a path on
 * the site itself such as /images/logo.svg is accepted too. Absent or blank is null.
 */
export function optionalUrl(message: string, options: { sitePaths?: boolean } = {}) {
  return z
    .string({ error: message })
    .trim()
    .max(2048, message)
    .refine(
      (value) =>
        value === "" || isWebAddress(value) || (options.sitePaths === true && isSitePath(value)),
      message,
    )
    .optional()
    .transform((value) => (value ? value : null));
}

/** An optional e-mail address, at most 254 characters; absent or blank is null. */
export function optionalEmail(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(MAX_EMAIL_LENGTH, message)
    .refine((value) => value === "" || isEmailAddress(value), message)
    .optional()
    .transform((value) => (value ? value : null));
}

/** One of `values`; absent is `fallback`, anything else is refused with `message`. */
export function choiceField<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
  fallback: T[number],
) {
  return z
    .enum(values, { error: message })
    .optional()
    .transform((value): T[number] => value ?? fallback);
}

/** One of `values`, required: "<Label> is required" when absent, `message` when another value. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  label: string,
  message: string,
) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? `${label} is required` : message),
  });
}

/**
 * A schema transform giving the form its slug: the slug rule applied to what was typed in `slug`,
 * or to the `source` field (the title) when nothing was; nothing usable left is `message` on slug.
 */
export function withSlugFrom<K extends string>(source: K, max: number, message: string) {
  return <T extends Record<K, string> & { slug: string | null }>(
    form: T,
    ctx: z.RefinementCtx,
  ): T & { slug: string } => {
    const slug = keyFrom(form.slug, form[source], max);
    if (!slug) ctx.addIssue({ code: "custom", path: ["slug"], message });
    return { ...form, slug };
  };
}
