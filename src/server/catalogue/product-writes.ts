// Product create, update and delete for the admin form (document 3 §2.5, §5): the category must
// exist, a subcategory must be one of that category's, a brand must exist; slug and SKU are unique
// and the slug may not be the address of one of the site's own pages.
import type { ProductForm } from "../../lib/catalogue/product-form.ts";
import { isReservedSlug } from "../../lib/catalogue/reserved-slugs.ts";
import type { StaffUser } from "../auth/staff-users.ts";
import type { Sql } from "../db/client.ts";
import { HttpError } from "../http/errors.ts";
import type { Tx } from "../admin/audit.ts";
import {
  createRecord,
  deleteRecord,
  unknownReferences,
  updateRecord,
  type RecordKind,
} from "../admin/record-writes.ts";

/** The URLs of the files stored with a product edit. */
export interface ProductFiles {
  image?: string | undefined;
  pdf?: string | undefined;
}

/** Messages the tests compare against. */
export const productWriteMessages = {
  category: "Category not found: choose one from the list",
  subcategory: "Subcategory not found: choose one from the list",
  subcategoryOfCategory: "Subcategory must belong to the chosen category",
  brand: "Brand not found: choose one from the list",
  slugTaken: "Another product already uses this slug",
  skuTaken: "Another product already uses this SKU",
  slugReserved: "This slug is the address of a page of the site: choose another",
} as const;

async function validate(tx: Tx, form: ProductForm): Promise<void> {
  const [found] = await tx<{ category: boolean; subcategory: string; brand: boolean }[]>`
    select exists (select 1 from categories where id = ${form.category}) as category,
           case when ${form.subcategory}::bigint is null then 'none'
                when exists (select 1 from subcategories
                              where id = ${form.subcategory} and category_id = ${form.category})
                  then 'ok'
                when exists (select 1 from subcategories where id = ${form.subcategory})
                  then 'elsewhere'
                else 'missing' end as subcategory,
           (${form.brand}::bigint is null or exists (select 1 from brands where id = ${form.brand}))
             as brand`;
  const error = unknownReferences({
    ...(found!.category ? {} : { category: productWriteMessages.category }),
    ...(found!.subcategory === "missing" ? { subcategory: productWriteMessages.subcategory } : {}),
    // Against a category that does not exist, only the category is wrong.
    ...(found!.subcategory === "elsewhere" && found!.category
      ? { subcategory: productWriteMessages.subcategoryOfCategory }
      : {}),
    ...(found!.brand ? {} : { brand: productWriteMessages.brand }),
  });
  if (error) throw error;
  if (isReservedSlug(form.slug)) {
    const message = productWriteMessages.slugReserved;
    throw new HttpError(409, "duplicate", message, { slug: message });
  }
}

const productKind: RecordKind<ProductForm> = {
  table: "products",
  entityType: "product",
  noun: "product",
  unique: [
    { column: "slug", field: "slug", message: productWriteMessages.slugTaken },
    { column: "sku", field: "sku", message: productWriteMessages.skuTaken },
  ],
  validate,
};

// The columns the form sets; fields the form does not have (model, rating, …) are left alone.
function columnsOf(sql: Sql, form: ProductForm, actor: StaffUser) {
  return {
    name: form.name,
    slug: form.slug,
    sku: form.sku,
    category_id: form.category,
    subcategory_id: form.subcategory,
    brand_id: form.brand,
    short_description: form.shortDescription,
    description: form.description,
    specifications: form.specifications,
    features: sql.json(form.keyFeatures),
    meta_keywords: form.metaKeywords,
    meta_title: form.metaTitle,
    meta_description: form.metaDescription,
    price: form.price,
    status: form.status,
    featured: form.featured,
    pinned: form.pinned,
    position: form.position,
    updated_by: actor.id,
  };
}

/** Adds a product with its stored image (and PDF); returns its id. */
export async function createProduct(
  sql: Sql,
  actor: StaffUser,
  form: ProductForm,
  files: ProductFiles,
): Promise<number> {
  const columns = {
    ...columnsOf(sql, form, actor),
    image: files.image ?? null,
    pdf: files.pdf ?? null,
    created_by: actor.id,
  };
  return createRecord(sql, productKind, actor, form, columns);
}

/**
 * Replaces a product's form fields if it still has `version`: a field the form left out is
 * cleared; the image and PDF are kept unless a new file came (or `removePdf`).
 */
export async function updateProduct(
  sql: Sql,
  actor: StaffUser,
  target: { id: number; version: number },
  form: ProductForm & { removePdf: boolean },
  files: ProductFiles,
): Promise<void> {
  await updateRecord(sql, productKind, actor, target, form, (before) => ({
    ...columnsOf(sql, form, actor),
    image: files.image ?? before.image,
    pdf: files.pdf ?? (form.removePdf ? null : before.pdf),
  }));
}

/** Deletes a product; with a `version`, only if it still has that version. */
export async function deleteProduct(
  sql: Sql,
  actor: StaffUser,
  target: { id: number; version?: number | undefined },
): Promise<void> {
  await deleteRecord(sql, productKind, actor, target);
}
