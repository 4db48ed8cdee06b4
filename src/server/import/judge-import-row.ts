// An import row judged against the catalogue (document 3 §5): its category and subcategory by name,
// its slug (not a page of the site), and the products its slug and SKU name: the one it updates
// (found by slug, else by SKU) and any other whose slug or SKU it would take. Every problem is
// listed, in a fixed order (category, subcategory, reserved slug, slug taken, SKU taken), so that
// staff meet all of a row's problems in one run. A refused row is judged on the cells it gave.
import type { ImportRow, RowKeys } from "../../lib/import/import-row.ts";
import { isReservedSlug } from "../../lib/catalogue/reserved-slugs.ts";
import type { Snapshot } from "../admin/audit.ts";
import { productWriteMessages } from "../catalogue/product-writes.ts";
import type { ImportTaxonomy } from "./import-taxonomy.ts";

/** The row's optional text columns and the product columns they fill. */
export const TEXT_COLUMNS = {
  shortDescription: "short_description",
  description: "description",
  specifications: "specifications",
  sku: "sku",
  metaKeywords: "meta_keywords",
  metaTitle: "meta_title",
  metaDescription: "meta_description",
} as const;

/** Products by slug and by SKU, as rows find them. */
export class ProductsByKey {
  readonly bySlug = new Map<string, Snapshot>();
  readonly bySku = new Map<string, Snapshot>();

  constructor(stored: readonly Snapshot[]) {
    for (const product of stored) this.index(product);
  }

  index(product: Snapshot): void {
    this.bySlug.set(String(product.slug), product);
    if (product.sku) this.bySku.set(String(product.sku), product);
  }

  /** The product a row updates: found by slug, else by SKU. */
  find(keys: RowKeys): Snapshot | null {
    const bySlug = keys.slug ? this.bySlug.get(keys.slug) : undefined;
    return bySlug ?? (keys.sku ? this.bySku.get(keys.sku) : undefined) ?? null;
  }
}

/** What the catalogue says of a row. */
export interface RowJudgement {
  /** The product the row updates, or null: it creates one. */
  before: Snapshot | null;
  categoryId: number | null;
  subcategoryId: number | null;
  /** The slug the product gets: one found by SKU keeps its own unless the row gives one. */
  slug: string | undefined;
  /** Other products whose slug or SKU the row would take. */
  owners: Snapshot[];
  /** Category, subcategory and reserved-slug problems. */
  problems: string[];
  /** The slug or SKU of another product (owners). */
  clashes: string[];
}

// The category's and subcategory's ids, or the problems with their names. A row without a
// subcategory column keeps its product's subcategory while the category stays the same.
function taxonomyOf(keys: RowKeys, taxonomy: ImportTaxonomy, before: Snapshot | null) {
  const problems: string[] = [];
  if (keys.category === undefined) return { categoryId: null, subcategoryId: null, problems };
  const category = taxonomy.category(keys.category);
  if (!category) {
    problems.push(`Category "${keys.category}" not found`);
    return { categoryId: null, subcategoryId: null, problems };
  }
  let subcategoryId: number | null = null;
  if (keys.subcategory) {
    const found = taxonomy.subcategory(category.id, keys.subcategory);
    if (found) subcategoryId = found.id;
    else {
      problems.push(
        `Subcategory "${keys.subcategory}" not found in category "${category.display_name}"`,
      );
    }
  } else if (keys.subcategory === undefined && before?.category_id === category.id) {
    subcategoryId = (before.subcategory_id as number | null) ?? null;
  }
  return { categoryId: category.id, subcategoryId, problems };
}

/** Judges a row (or what a refused row gave) against the categories and the products. */
export function judgeImportRow(
  keys: RowKeys,
  taxonomy: ImportTaxonomy,
  products: ProductsByKey,
): RowJudgement {
  const before = products.find(keys);
  const { categoryId, subcategoryId, problems } = taxonomyOf(keys, taxonomy, before);
  const slug = before && !keys.slugGiven ? String(before.slug) : keys.slug;
  if (slug !== undefined && isReservedSlug(slug)) problems.push(productWriteMessages.slugReserved);
  const slugOwner = slug === undefined ? undefined : products.bySlug.get(slug);
  const skuOwner = keys.sku ? products.bySku.get(keys.sku) : undefined;
  const owners: Snapshot[] = [];
  const clashes: string[] = [];
  if (slugOwner && slugOwner !== before) {
    owners.push(slugOwner);
    clashes.push(productWriteMessages.slugTaken);
  }
  if (skuOwner && skuOwner !== before) {
    owners.push(skuOwner);
    clashes.push(productWriteMessages.skuTaken);
  }
  return { before, categoryId, subcategoryId, slug, owners, problems, clashes };
}

/** Every problem of a judged row, joined as the error list shows them; "" when none. */
export function problemsOf(earlier: readonly string[], judged: RowJudgement): string {
  const { problems, clashes } = judged;
  if (earlier.length + problems.length + clashes.length === 0) return "";
  return [...earlier, ...problems, ...clashes].join("; ");
}

/** The product columns a row without problems sets; columns the file lacks are left out. */
export function columnsOf(row: ImportRow, judged: RowJudgement) {
  const values: Record<string, unknown> = {
    name: row.name,
    slug: judged.slug,
    category_id: judged.categoryId,
    subcategory_id: judged.subcategoryId,
    status: row.status,
    featured: row.featured,
  };
  for (const [field, column] of Object.entries(TEXT_COLUMNS)) {
    const value = row[field as keyof typeof TEXT_COLUMNS];
    if (value !== undefined) values[column] = value;
  }
  if (row.image !== undefined) values.image = row.image;
  if (row.pdf !== undefined) values.pdf = row.pdf;
  return values;
}
