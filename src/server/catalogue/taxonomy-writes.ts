// How categories, subcategories and brands are written (document 3 §2.6, §5): their unique names,
// the parent a subcategory needs, the columns each form sets, and what may not be deleted. A
// category that still has products or subcategories is kept (409); deleting a subcategory leaves
// its products in their category, deleting a brand leaves its products without one (the schema's
// foreign keys).
import type {
  BrandForm,
  CategoryForm,
  SubcategoryForm,
} from "../../lib/catalogue/taxonomy-forms.ts";
import type { Sql } from "../db/client.ts";
import { HttpError } from "../http/errors.ts";
import type { Snapshot, Tx } from "../admin/audit.ts";
import {
  listAdminBrands,
  listAdminCategories,
  listAdminSubcategories,
} from "../admin/admin-taxonomy.ts";
import { unknownReferences, type RecordKind } from "../admin/record-writes.ts";

/** One kind of taxonomy record: how it is written, its file field, and how it is read back. */
export interface TaxonomyWrites<Form> {
  kind: RecordKind<Form>;
  /** The form's file field ("image", "logo"), its label, the storage folder, the removal flag. */
  file: { field: string; label: string; folder: string; column: string; removeFlag: string };
  columns(form: Form): Record<string, unknown>;
  read(sql: Sql, id: number): Promise<unknown>;
}

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

// The foreign keys would refuse it too; this says why, in words.
async function refuseCategoryInUse(tx: Tx, before: Snapshot): Promise<void> {
  const [use] = await tx<{ products: number; subcategories: number }[]>`
    select (select count(*)::int from products where category_id = ${before.id as number}) as products,
           (select count(*)::int from subcategories where category_id = ${before.id as number})
             as subcategories`;
  const parts = [
    ...(use!.products > 0 ? [counted(use!.products, "product", "products")] : []),
    ...(use!.subcategories > 0
      ? [counted(use!.subcategories, "subcategory", "subcategories")]
      : []),
  ];
  if (parts.length === 0) return;
  throw new HttpError(
    409,
    "in_use",
    `This category still has ${parts.join(" and ")}. Move or delete them first, then delete the category.`,
  );
}

/** Categories: name (the URL key) and display name required, name unique. */
export const categoryWrites: TaxonomyWrites<CategoryForm> = {
  kind: {
    table: "categories",
    entityType: "category",
    noun: "category",
    unique: [{ column: "name", field: "name", message: "Another category already uses this name" }],
    checkDelete: refuseCategoryInUse,
  },
  file: {
    field: "image",
    label: "Image",
    folder: "categories",
    column: "image",
    removeFlag: "removeImage",
  },
  columns: (form) => ({
    name: form.name,
    display_name: form.display_name,
    description: form.description,
    sort_order: form.sort_order,
    is_hidden: form.is_hidden,
  }),
  read: async (sql, id) => (await listAdminCategories(sql, id))[0],
};

async function checkParent(tx: Tx, form: SubcategoryForm): Promise<void> {
  const [parent] = await tx`select 1 from categories where id = ${form.category_id}`;
  const error = parent
    ? null
    : unknownReferences({ category_id: "Parent category not found: choose one from the list" });
  if (error) throw error;
}

/** Subcategories: as categories, plus the parent category, which must exist. */
export const subcategoryWrites: TaxonomyWrites<SubcategoryForm> = {
  kind: {
    table: "subcategories",
    entityType: "subcategory",
    noun: "subcategory",
    unique: [
      { column: "name", field: "name", message: "Another subcategory already uses this name" },
    ],
    validate: checkParent,
  },
  file: {
    field: "image",
    label: "Image",
    folder: "subcategories",
    column: "image",
    removeFlag: "removeImage",
  },
  columns: (form) => ({
    name: form.name,
    display_name: form.display_name,
    description: form.description,
    category_id: form.category_id,
    sort_order: form.sort_order,
    is_hidden: form.is_hidden,
  }),
  read: async (sql, id) => (await listAdminSubcategories(sql, id))[0],
};

/** Brands: name and display name required, name unique, website a URL if given, a logo. */
export const brandWrites: TaxonomyWrites<BrandForm> = {
  kind: {
    table: "brands",
    entityType: "brand",
    noun: "brand",
    unique: [{ column: "name", field: "name", message: "Another brand already uses this name" }],
  },
  file: {
    field: "logo",
    label: "Logo",
    folder: "brands",
    column: "logo",
    removeFlag: "removeLogo",
  },
  columns: (form) => ({
    name: form.name,
    display_name: form.display_name,
    description: form.description,
    website: form.website,
  }),
  read: async (sql, id) => (await listAdminBrands(sql, id))[0],
};
