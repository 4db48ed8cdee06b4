// One data row of a product import checked (document 3 §3, §5): name and category mandatory,
// status active or inactive, featured true or false, category and subcategory by name, multi-line
// text kept. A column the file does not have stays undefined, so an update leaves it alone.
import { z } from "zod";
import { restoreFormula } from "./formula-guard.ts";
import { keyFrom } from "../form-fields.ts";
import type { ImportColumn } from "./import-columns.ts";
import { MAX_SLUG_LENGTH, productFormMessages } from "../catalogue/product-form.ts";

/** A checked import row; optional fields are undefined when the file lacks their column. */
export interface ImportRow {
  name: string;
  slug: string;
  /** False when the slug was made from the name (a product found by SKU then keeps its own). */
  slugGiven: boolean;
  category: string;
  subcategory?: string | null | undefined;
  shortDescription?: string | null | undefined;
  description?: string | null | undefined;
  specifications?: string | null | undefined;
  sku?: string | null | undefined;
  metaKeywords?: string | null | undefined;
  metaTitle?: string | null | undefined;
  metaDescription?: string | null | undefined;
  status: "active" | "inactive";
  featured: boolean;
  /** Undefined when blank too: a product keeps its stored image unless the row names another. */
  image?: string | undefined;
  pdf?: string | undefined;
}

/** Messages the tests compare against. */
const importRowMessages = {
  name: "Name is required",
  category: "Category is required",
  status: productFormMessages.status,
  featured: "Featured must be true or false",
  slug: productFormMessages.slug,
  link: (label: string) =>
    `${label} must be a web address (https://…) or a path on this site (/images/…)`,
} as const;

// A cell's text: the export's formula guard removed (before line ends change: a guarded cell may
// start with a carriage return), Windows line ends made \n, ends trimmed.
const cell = (value: string) => restoreFormula(value).replace(/\r\n?/g, "\n").trim();

const text = (label: string, max: number) =>
  z
    .string()
    .transform(cell)
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`))
    .transform((value) => value || null)
    .optional();

const required = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .transform(cell)
    .pipe(z.string().min(1, message).max(max, `${label} must be at most ${max} characters`));

// A URL of the web or a root-relative path of this site; never javascript:, data: or //host.
const LINK = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;
const link = (label: string) =>
  z
    .string()
    .transform(cell)
    .pipe(
      z
        .string()
        .max(2048, `${label} must be at most 2048 characters`)
        .refine((value) => value === "" || LINK.test(value), importRowMessages.link(label)),
    )
    .transform((value) => value || undefined)
    .optional();

const choice = <T extends string>(values: readonly [T, ...T[]], message: string, fallback: T) =>
  z
    .string()
    .transform((value) => cell(value).toLowerCase())
    .pipe(z.union([z.literal(""), z.enum(values)], { error: message }))
    .optional()
    .transform((value): T => (value ? value : fallback));

const rowSchema = z.object({
  name: required(importRowMessages.name, 200, "Name"),
  slug: text("Slug", MAX_SLUG_LENGTH),
  category: required(importRowMessages.category, 200, "Category"),
  subcategory: text("Subcategory", 200),
  shortDescription: text("Short description", 2000),
  description: text("Description", 20000),
  specifications: text("Specifications", 20000),
  sku: text("SKU", 100),
  metaKeywords: text("Meta keywords", 1000),
  metaTitle: text("Meta title", 300),
  metaDescription: text("Meta description", 1000),
  status: choice(["active", "inactive"], importRowMessages.status, "active"),
  featured: choice(["true", "false"], importRowMessages.featured, "false"),
  image: link("Image"),
  pdf: link("PDF"),
});

/**
 * What the import's lookups (category, subcategory, the products a slug and SKU name) read of a
 * row: all of a checked row; of a refused one, the cells that passed their checks, so that the
 * lookups' problems are listed with the cells' own in one pass.
 */
export type RowKeys = Partial<
  Pick<ImportRow, "category" | "subcategory" | "slug" | "slugGiven" | "sku">
>;

/** A row checked, or its problems; `productName` names it in the error list either way. */
export type ParsedImportRow =
  | { ok: true; row: ImportRow }
  | { ok: false; productName: string; errors: string[]; keys?: RowKeys | undefined };

// The lookups' cells of a refused row that pass their checks on their own (only on the refused
// path: a row that passes is read by the schema once).
function keysOf(values: Partial<Record<ImportColumn, string>>): RowKeys {
  const shape = rowSchema.shape;
  const keys: RowKeys = {};
  const category = shape.category.safeParse(values.category);
  if (category.success) keys.category = category.data;
  const subcategory = shape.subcategory.safeParse(values.subcategory);
  if (subcategory.success) keys.subcategory = subcategory.data;
  const sku = shape.sku.safeParse(values.sku);
  if (sku.success) keys.sku = sku.data;
  // A slug cell that fails its check was typed all the same: no slug is made from the name.
  const typed = shape.slug.safeParse(values.slug);
  keys.slugGiven = !typed.success || Boolean(typed.data);
  const name = shape.name.safeParse(values.name);
  const slug = keys.slugGiven
    ? typed.success && keyFrom(typed.data ?? null, null, MAX_SLUG_LENGTH)
    : name.success && keyFrom(null, name.data, MAX_SLUG_LENGTH);
  if (slug) keys.slug = slug;
  return keys;
}

/** Checks one data row given by column name (see cellsByColumn). */
export function parseImportRow(values: Partial<Record<ImportColumn, string>>): ParsedImportRow {
  const productName = cell(values.name ?? "");
  const parsed = rowSchema.safeParse(values);
  if (!parsed.success) {
    const errors = [...new Set(parsed.error.issues.map((issue) => issue.message))];
    return { ok: false, productName, errors, keys: keysOf(values) };
  }
  const { slug: typedSlug, featured, ...fields } = parsed.data;
  const slug = keyFrom(typedSlug ?? null, fields.name, MAX_SLUG_LENGTH);
  if (!slug) {
    const { category, subcategory, sku } = fields;
    return {
      ok: false,
      productName,
      errors: [importRowMessages.slug],
      keys: { category, subcategory, sku },
    };
  }
  const row: ImportRow = {
    ...fields,
    slug,
    slugGiven: Boolean(typedSlug),
    featured: featured === "true",
  };
  // The schema turns absent columns into undefined keys; drop them so "absent" stays absent.
  for (const key of Object.keys(row) as (keyof ImportRow)[]) {
    if (row[key] === undefined) delete row[key];
  }
  return { ok: true, row };
}
