// The product form's rules (document 3 §2.5, §5), shared by the admin form and POST/PUT
// /api/products: name, slug (from the name when left empty), category, shortDescription,
// description and sku are required; status is active or inactive; the image is required on add.
import { z } from "zod";
import {
  booleanField,
  idField,
  keyFrom,
  optionalIdField,
  optionalText,
  positionField,
  requiredText,
  versionField,
} from "../form-fields.ts";

/** The longest slug the catalogue stores. */
export const MAX_SLUG_LENGTH = 200;
/** At most this many key features, one per line, each at most MAX_FEATURE_LENGTH characters. */
const MAX_FEATURES = 30;
const MAX_FEATURE_LENGTH = 300;

/** Messages the tests and the form compare against. */
export const productFormMessages = {
  slug: "Slug is required: the name has no letters or digits to make one from",
  status: "Status must be active or inactive",
  price: "Price must be an amount in rupees such as 12499 or 12499.50",
  features: `Key features: at most ${MAX_FEATURES} lines of up to ${MAX_FEATURE_LENGTH} characters each`,
  image: "Image is required",
} as const;

// Rupees with at most two decimals; digit-grouping commas and spaces are dropped first.
const price = z
  .string({ error: productFormMessages.price })
  .transform((value) => value.replace(/[\s,]/g, ""))
  .pipe(z.string().regex(/^(\d{1,10}(\.\d{1,2})?)?$/, productFormMessages.price))
  .optional()
  .transform((value) => (value ? Number(value) : null));

// One feature per line; blank lines are dropped.
const keyFeatures = z
  .string({ error: productFormMessages.features })
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .refine(
    (lines) =>
      lines.length <= MAX_FEATURES && lines.every((line) => line.length <= MAX_FEATURE_LENGTH),
    productFormMessages.features,
  );

const fields = {
  name: requiredText("Name", 200),
  slug: optionalText("Slug", MAX_SLUG_LENGTH),
  category: idField("Category"),
  subcategory: optionalIdField("Subcategory"),
  brand: optionalIdField("Brand"),
  shortDescription: requiredText("Short description", 2000),
  description: requiredText("Description", 20000),
  specifications: optionalText("Specifications", 20000),
  sku: requiredText("SKU", 100),
  metaKeywords: optionalText("Meta keywords", 1000),
  metaTitle: optionalText("Meta title", 300),
  metaDescription: optionalText("Meta description", 1000),
  status: z
    .enum(["active", "inactive"], { error: productFormMessages.status })
    .optional()
    .transform((value) => value ?? "active"),
  featured: booleanField("Featured", false),
  // The listings' order (docs/decisions/0192-listing-order-and-sorting.md).
  pinned: booleanField("Pinned", false),
  position: positionField,
  price,
  keyFeatures,
};

// The slug rule runs on what was typed, or on the name; nothing usable left is an error on slug.
function withSlug<T extends { name: string; slug: string | null }>(
  form: T,
  ctx: z.RefinementCtx,
): T & { slug: string } {
  const slug = keyFrom(form.slug, form.name, MAX_SLUG_LENGTH);
  if (!slug) ctx.addIssue({ code: "custom", path: ["slug"], message: productFormMessages.slug });
  return { ...form, slug };
}

/** POST /api/products: the text fields of a new product (the files are checked apart). */
export const productCreateSchema = z.object(fields).transform(withSlug);

/**
 * PUT /api/products/{id}: the same fields plus the version the form loaded, and removePdf ("true"
 * drops the stored datasheet; otherwise a product keeps its files unless new ones are sent).
 */
export const productUpdateSchema = z
  .object({ ...fields, version: versionField, removePdf: booleanField("Remove PDF", false) })
  .transform(withSlug);

/** A product form's text fields, checked. */
export type ProductForm = z.output<typeof productCreateSchema>;
