// The product form's pure parts (document 3 §2.5, §5): its values, the slug that follows the name,
// the category that clears the subcategory, the checks, and the multipart body without empty fields.
import { KEY_PATTERN } from "../../../lib/catalogue/catalogue-query.ts";
import { productCreateSchema, productFormMessages } from "../../../lib/catalogue/product-form.ts";
import { slugify } from "../../../lib/slug.ts";
import type { DropdownData, ProductDetail } from "./product-api.ts";

/** The form's text values; selects hold ids as text, "" for none. */
export interface ProductFormValues {
  name: string;
  slug: string;
  sku: string;
  brand: string;
  price: string;
  category: string;
  subcategory: string;
  shortDescription: string;
  description: string;
  specifications: string;
  keyFeatures: string;
  metaTitle: string;
  metaKeywords: string;
  metaDescription: string;
  status: "active" | "inactive";
  featured: boolean;
  pinned: boolean;
  /** The place in its category's listings, "" for none (newest first after those placed). */
  position: string;
}

/** The files chosen in the form (none chosen keeps the stored ones on edit). */
export interface ProductFiles {
  image: File | null;
  pdf: File | null;
}

/** A field of the form, including its two files. */
export type ProductField = keyof ProductFormValues | keyof ProductFiles;

/** Field name to message. */
export type ProductErrors = Partial<Record<ProductField | (string & {}), string>>;

/** The fields in the order the form shows them (the first invalid one gets focus). */
export const PRODUCT_FIELD_ORDER: readonly ProductField[] = [
  "name",
  "slug",
  "sku",
  "brand",
  "price",
  "category",
  "subcategory",
  "shortDescription",
  "description",
  "specifications",
  "keyFeatures",
  "image",
  "pdf",
  "metaTitle",
  "metaKeywords",
  "metaDescription",
  "status",
  "position",
  "featured",
  "pinned",
];

/** A new product's form: active, not featured. */
export const EMPTY_PRODUCT: ProductFormValues = {
  name: "",
  slug: "",
  sku: "",
  brand: "",
  price: "",
  category: "",
  subcategory: "",
  shortDescription: "",
  description: "",
  specifications: "",
  keyFeatures: "",
  metaTitle: "",
  metaKeywords: "",
  metaDescription: "",
  status: "active",
  featured: false,
  pinned: false,
  position: "",
};

const idText = (value: number | null | undefined) => (value ? String(value) : "");

/** The form's values for a stored product; the selects find its category and brand by name. */
export function valuesOfProduct(product: ProductDetail, choices: DropdownData): ProductFormValues {
  const category =
    product.categoryId ?? choices.categories.find((c) => c.name === product.categoryName)?.id;
  const brand =
    product.brandId ??
    choices.brands.find((b) => b.display_name === product.brandName || b.name === product.brandName)
      ?.id;
  return {
    name: product.name,
    slug: product.slug,
    sku: product.sku,
    brand: idText(brand),
    price: product.price === null ? "" : String(product.price),
    category: idText(category),
    subcategory: idText(product.subcategoryId),
    shortDescription: product.shortDescription,
    description: product.description,
    specifications: product.specifications,
    keyFeatures: product.features.join("\n"),
    metaTitle: product.metaTitle,
    metaKeywords: product.metaKeywords,
    metaDescription: product.metaDescription,
    status: product.status === "inactive" ? "inactive" : "active",
    featured: product.featured,
    pinned: product.pinned,
    position: product.position === null ? "" : String(product.position),
  };
}

/** A new name; the slug follows it until staff edit the slug themselves (document 3 §4). */
export function withName(
  values: ProductFormValues,
  name: string,
  slugEditedByHand: boolean,
): ProductFormValues {
  return slugEditedByHand ? { ...values, name } : { ...values, name, slug: slugify(name) };
}

/** A new category; the chosen subcategory is cleared (document 3 §4). */
export function withCategory(values: ProductFormValues, category: string): ProductFormValues {
  return { ...values, category, subcategory: "" };
}

const isPdf = (file: File) => file.type === "application/pdf" || /\.pdf$/i.test(file.name);

/** The messages the form adds to the shared rules of src/lib/catalogue/product-form.ts. */
export const productClientMessages = {
  slugRequired: "Slug is required",
  slugShape: "Slug may contain only lowercase letters, digits and single hyphens",
  image: productFormMessages.image,
  imageType: "Image must be a JPEG, PNG, WebP, GIF or SVG image",
  pdfType: "PDF must be a PDF document",
} as const;

const TEXT_FIELDS = [
  "name",
  "slug",
  "category",
  "subcategory",
  "shortDescription",
  "description",
  "specifications",
  "sku",
  "metaKeywords",
  "metaTitle",
  "metaDescription",
  "price",
  "brand",
  "position",
] as const;

/**
 * The text fields the form sends: every non-empty one trimmed, key features one per line without
 * blank lines, status, and featured and pinned as "true"/"false". Empty fields are left out (document 3 §5);
 * on edit the API reads a left-out optional field as cleared.
 */
export function productTextFields(values: ProductFormValues): [string, string][] {
  const fields: [string, string][] = [];
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    if (value !== "") fields.push([field, value]);
  }
  const features = values.keyFeatures
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  if (features.length > 0) fields.push(["keyFeatures", features.join("\n")]);
  fields.push(
    ["status", values.status],
    ["featured", String(values.featured)],
    ["pinned", String(values.pinned)],
  );
  return fields;
}

/**
 * The form's errors (document 3 §5): the rules shared with POST/PUT /api/products, plus what only
 * the form can tell: the slug typed (required, already in the slug shape), the image on add, and
 * the files' types.
 */
export function validateProduct(
  values: ProductFormValues,
  files: ProductFiles,
  mode: "add" | "edit",
): ProductErrors {
  const errors: ProductErrors = {};
  const checked = productCreateSchema.safeParse(Object.fromEntries(productTextFields(values)));
  if (!checked.success) {
    for (const issue of checked.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  const slug = values.slug.trim();
  if (slug === "") errors.slug = productClientMessages.slugRequired;
  else if (!KEY_PATTERN.test(slug)) errors.slug = productClientMessages.slugShape;
  if (mode === "add" && !files.image) errors.image = productClientMessages.image;
  if (files.image && !files.image.type.startsWith("image/")) {
    errors.image = productClientMessages.imageType;
  }
  if (files.pdf && !isPdf(files.pdf)) errors.pdf = productClientMessages.pdfType;
  return errors;
}

/**
 * The multipart body of POST/PUT /api/products: the text fields, the chosen files, and on edit
 * the version the form loaded and, when asked, removal of the stored PDF.
 */
export function productFormData(
  values: ProductFormValues,
  files: ProductFiles,
  edit?: { version: number; removePdf: boolean },
): FormData {
  const form = new FormData();
  for (const [name, value] of productTextFields(values)) form.set(name, value);
  if (files.image) form.set("image", files.image);
  if (files.pdf) form.set("pdf", files.pdf);
  if (edit) {
    form.set("version", String(edit.version));
    if (edit.removePdf && !files.pdf) form.set("removePdf", "true");
  }
  return form;
}
