// One data row of a product import checked (document 3 §3, §5): name and category mandatory,
// status active or inactive, featured true or false, category, subcategory and brand by name,
// multi-line text kept, the price list's cells (price-list-cells.ts). A column the file does not
// have stays undefined, so an update leaves it alone; a file without the name or category column
// only updates products, found by their sku or slug (docs/decisions/0194-price-list-columns.md).
import { z } from "zod";
import { restoreFormula } from "./formula-guard.ts";
import { keyFrom } from "../form-fields.ts";
import type { ImportColumn } from "./import-columns.ts";
import { priceListFields } from "./price-list-cells.ts";
import { MAX_SLUG_LENGTH, productFormMessages } from "../catalogue/product-form.ts";

/** A checked import row; optional fields are undefined when the file lacks their column. */
export interface ImportRow {
  /** Undefined only in an update-only file without a name column. */
  name?: string | undefined;
  /** Undefined in an update-only row without a slug: its product is found by SKU. */
  slug?: string | undefined;
  /** False when the slug was made from the name (a product found by SKU then keeps its own). */
  slugGiven: boolean;
  /** True when the file lacks the name or category column: the row can only update a product. */
  updatesOnly: boolean;
  category?: string | undefined;
  subcategory?: string | null | undefined;
  shortDescription?: string | null | undefined;
  description?: string | null | undefined;
  specifications?: string | null | undefined;
  sku?: string | null | undefined;
  metaKeywords?: string | null | undefined;
  metaTitle?: string | null | undefined;
  metaDescription?: string | null | undefined;
  /** A blank cell is the default (active, not featured); no column leaves the stored value. */
  status?: "active" | "inactive" | undefined;
  featured?: boolean | undefined;
  /** Undefined when blank too: a product keeps its stored image unless the row names another. */
  image?: string | undefined;
  pdf?: string | undefined;
  /** Rupees, or null: price on request. */
  price?: number | null | undefined;
  /** A brand's name or display name; null: no brand. */
  brand?: string | null | undefined;
  model?: string | null | undefined;
  keyFeatures?: string[] | undefined;
}

/** Messages the tests compare against. */
const importRowMessages = {
  name: "Name is required",
  category: "Category is required",
  status: productFormMessages.status,
  featured: "Featured must be true or false",
  slug: productFormMessages.slug,
  key: "Give the product's sku or slug: a file without the name and category columns only updates products",
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
    .transform((value): T | undefined => (value === undefined ? undefined : value || fallback));

const rowSchema = z.object({
  name: required(importRowMessages.name, 200, "Name").optional(),
  slug: text("Slug", MAX_SLUG_LENGTH),
  category: required(importRowMessages.category, 200, "Category").optional(),
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
  ...priceListFields(cell),
  brand: text("Brand", 200),
  model: text("Model", 200),
});

/**
 * What the import's lookups (category, subcategory, the products a slug and SKU name) read of a
 * row: all of a checked row; of a refused one, the cells that passed their checks, so that the
 * lookups' problems are listed with the cells' own in one pass.
 */
export type RowKeys = Partial<
  Pick<
    ImportRow,
    "category" | "subcategory" | "slug" | "slugGiven" | "sku" | "brand" | "updatesOnly" | "name"
  >
>;

// A file without the name or category column only updates products (cellsByColumn gives every
// column of the file, blank or not).
const updatesOnlyIn = (values: Partial<Record<ImportColumn, string>>) =>
  values.name === undefined || values.category === undefined;

/** A row checked, or its problems; `productName` names it in the error list either way. */
export type ParsedImportRow =
  | { ok: true; row: ImportRow }
  | { ok: false; productName: string; errors: string[]; keys?: RowKeys | undefined };

// The lookups' cells of a refused row that pass their checks on their own (only on the refused
// path: a row that passes is read by the schema once).
function keysOf(values: Partial<Record<ImportColumn, string>>): RowKeys {
  const shape = rowSchema.shape;
  const keys: RowKeys = { updatesOnly: updatesOnlyIn(values) };
  const category = shape.category.safeParse(values.category);
  if (category.success) keys.category = category.data;
  // A subcategory is judged within its row's category: not when that cell itself is wrong.
  const subcategory = shape.subcategory.safeParse(values.subcategory);
  if (subcategory.success && category.success) keys.subcategory = subcategory.data;
  const sku = shape.sku.safeParse(values.sku);
  if (sku.success) keys.sku = sku.data;
  const brand = shape.brand.safeParse(values.brand);
  if (brand.success) keys.brand = brand.data;
  // A slug cell that fails its check was typed all the same: no slug is made from the name.
  const typed = shape.slug.safeParse(values.slug);
  keys.slugGiven = !typed.success || Boolean(typed.data);
  const name = shape.name.safeParse(values.name);
  if (name.success) keys.name = name.data;
  const slug = keys.slugGiven
    ? typed.success && keyFrom(typed.data ?? null, null, MAX_SLUG_LENGTH)
    : name.success && !keys.updatesOnly && keyFrom(null, name.data ?? null, MAX_SLUG_LENGTH);
  if (slug) keys.slug = slug;
  return keys;
}

/** Checks one data row given by column name (see cellsByColumn). */
export function parseImportRow(values: Partial<Record<ImportColumn, string>>): ParsedImportRow {
  const productName = cell(values.name ?? values.sku ?? values.slug ?? "");
  const parsed = rowSchema.safeParse(values);
  if (!parsed.success) {
    const errors = [...new Set(parsed.error.issues.map((issue) => issue.message))];
    return { ok: false, productName, errors, keys: keysOf(values) };
  }
  const { slug: typedSlug, featured, ...fields } = parsed.data;
  const updatesOnly = updatesOnlyIn(values);
  const slug = keyFrom(
    typedSlug ?? null,
    updatesOnly ? null : (fields.name ?? null),
    MAX_SLUG_LENGTH,
  );
  const problem = slug || (updatesOnly && fields.sku) ? null : updatesOnly ? "key" : "slug";
  if (problem) {
    const { category, subcategory, sku, brand, name } = fields;
    return {
      ok: false,
      productName,
      errors: [importRowMessages[problem]],
      keys: { category, subcategory, sku, brand, name, updatesOnly },
    };
  }
  const row: ImportRow = {
    ...fields,
    slug: slug || undefined,
    slugGiven: Boolean(typedSlug),
    updatesOnly,
    featured: featured === undefined ? undefined : featured === "true",
  };
  // The schema turns absent columns into undefined keys; drop them so "absent" stays absent.
  for (const key of Object.keys(row) as (keyof ImportRow)[]) {
    if (row[key] === undefined) delete row[key];
  }
  return { ok: true, row };
}
