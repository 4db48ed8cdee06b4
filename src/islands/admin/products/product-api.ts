// The staff-only product calls of the admin island (contract: /api/admin/products, POST/PUT/DELETE
// /api/products), with their answers checked and the two naming styles of the API's rows folded.
import { z } from "zod";
import { adminFetch } from "../admin-api.ts";

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? "");
// Postgres numerics may arrive as strings.
const price = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) =>
    value === null || value === undefined || value === "" ? null : Number(value),
  );
const id = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);

const listedSchema = z
  .looseObject({
    id,
    name: z.string(),
    slug: text,
    category: text,
    category_display_name: text,
    subcategory: text,
    subcategory_display_name: text,
    short_description: text,
    shortDescription: text,
    price,
    status: z.string(),
    featured: z.boolean().nullish(),
    pinned: z.boolean().nullish(),
    image: text,
    version: z.number(),
  })
  .transform((row) => ({
    id: row.id,
    version: row.version,
    name: row.name,
    slug: row.slug,
    category: row.category_display_name || row.category,
    subcategory: row.subcategory_display_name || row.subcategory,
    shortDescription: row.short_description || row.shortDescription,
    price: row.price,
    status: row.status,
    featured: row.featured ?? false,
    pinned: row.pinned ?? false,
    image: row.image,
  }));

/** A product row of the overview. */
export type ListedProduct = z.infer<typeof listedSchema>;

const pageSchema = z.object({
  products: z.array(listedSchema),
  total: z.number(),
  totalPages: z.number(),
  currentPage: z.number(),
});

/** One page of the overview. */
export type ProductPage = z.infer<typeof pageSchema>;

/** A page of products of every status (path from productsApiPath). */
export function fetchProductPage(path: string, signal: AbortSignal): Promise<ProductPage> {
  return adminFetch(path, { signal, parse: pageSchema.parse });
}

const auditSchema = z.object({
  action: z.string(),
  actor_username: z.string().nullish(),
  created_at: z.string(),
});

/** One entry of a record's history. */
export type AuditEntry = z.infer<typeof auditSchema>;

const detailSchema = z
  .looseObject({
    id,
    name: z.string(),
    slug: text,
    category: text,
    category_id: id.nullish(),
    subcategory_id: id.nullish(),
    brand: text,
    brand_id: id.nullish(),
    shortDescription: text,
    short_description: text,
    description: text,
    specifications: text,
    features: z.array(z.string()).nullish(),
    sku: text,
    metaKeywords: text,
    meta_keywords: text,
    metaTitle: text,
    meta_title: text,
    metaDescription: text,
    meta_description: text,
    status: z.string(),
    featured: z.boolean().nullish(),
    pinned: z.boolean().nullish(),
    position: z.number().nullish(),
    price,
    image: text,
    pdf: text,
    version: z.number(),
    audit: z.array(auditSchema).nullish(),
  })
  .transform((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    categoryName: row.category,
    categoryId: row.category_id ?? null,
    subcategoryId: row.subcategory_id ?? null,
    brandName: row.brand,
    brandId: row.brand_id ?? null,
    shortDescription: row.shortDescription || row.short_description,
    description: row.description,
    specifications: row.specifications,
    features: row.features ?? [],
    sku: row.sku,
    metaKeywords: row.metaKeywords || row.meta_keywords,
    metaTitle: row.metaTitle || row.meta_title,
    metaDescription: row.metaDescription || row.meta_description,
    status: row.status,
    featured: row.featured ?? false,
    pinned: row.pinned ?? false,
    position: row.position ?? null,
    price: row.price,
    image: row.image,
    pdf: row.pdf,
    version: row.version,
    audit: row.audit ?? [],
  }));

/** A product as the edit form loads it, with its history. */
export type ProductDetail = z.infer<typeof detailSchema>;

/** One product of any status, with its version and history. */
export function fetchProduct(productId: number, signal: AbortSignal): Promise<ProductDetail> {
  return adminFetch(`/api/admin/products/${productId}`, { signal, parse: detailSchema.parse });
}

/** Adds (no id) or updates a product from the form's multipart body. */
export async function saveProduct(productId: number | null, form: FormData): Promise<void> {
  const path = productId === null ? "/api/products" : `/api/products/${productId}`;
  await adminFetch(path, { method: productId === null ? "POST" : "PUT", form });
}

/**
 * Deletes one product. The list's version is not sent: the staff member confirmed deleting this
 * product, and a list refreshed a moment late would otherwise refuse it as changed.
 */
export async function deleteProduct(productId: number): Promise<void> {
  await adminFetch(`/api/products/${productId}`, { method: "DELETE" });
}

const optionSchema = z.looseObject({ id, name: z.string(), display_name: z.string() });
const dropdownSchema = z.object({
  categories: z.array(optionSchema),
  subcategories: z.array(optionSchema.extend({ category_id: id })),
  brands: z.array(optionSchema),
});

/** The choices of the product form's and filter's selects. */
export type DropdownData = z.infer<typeof dropdownSchema>;

/** Categories, subcategories and brands for the selects. */
export function fetchDropdownData(signal: AbortSignal): Promise<DropdownData> {
  return adminFetch("/api/dropdown-data", { signal, parse: dropdownSchema.parse });
}

/** The query keys of product data, so saves and deletes refresh what they changed. */
export const productKeys = {
  all: ["admin", "products"] as const,
  page: (path: string) => ["admin", "products", "page", path] as const,
  one: (productId: number) => ["admin", "products", "one", productId] as const,
  dropdown: ["admin", "dropdown-data"] as const,
};
