// An import row judged against the catalogue (document 3 §5): its category, subcategory and brand
// by name, its slug (not a page of the site), and the products its slug and SKU name: the one it
// updates (found by slug, else by SKU) and any other whose slug or SKU it would take. A row of an
// update-only file (no name or category column) must find its product. Every problem is listed,
// in a fixed order (category, subcategory, brand, no product, reserved slug, slug taken, SKU
// taken), so that staff meet all of a row's problems in one run. A refused row is judged on the
// cells it gave.
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
  model: "model",
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
  /** Undefined: the row leaves the stored value alone (the file lacks the column). */
  categoryId: number | null | undefined;
  subcategoryId: number | null | undefined;
  brandId: number | null | undefined;
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
// subcategory column keeps its product's subcategory while the category stays the same; a row
// without a category column (an update-only file) names a subcategory of its product's category.
function taxonomyOf(keys: RowKeys, taxonomy: ImportTaxonomy, before: Snapshot | null) {
  const problems: string[] = [];
  const leave = { categoryId: undefined, subcategoryId: undefined, problems };
  let category;
  if (keys.category !== undefined) {
    category = taxonomy.category(keys.category);
    if (!category) {
      problems.push(`Category "${keys.category}" not found`);
      return leave;
    }
  } else if (keys.subcategory !== undefined && before) {
    category = taxonomy.byId("category", Number(before.category_id));
  }
  if (!category) return leave;
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
  const categoryId = keys.category === undefined ? undefined : category.id;
  return { categoryId, subcategoryId, problems };
}

/** The message of a brand an import names that the catalogue does not have (decision 0194). */
export const unknownBrand = (name: string) =>
  `Brand "${name}" not found: add it on the Brands screen first, or give a brand's name as listed there`;

// The brand's id (null: no brand; undefined: the file has no brand column), or its problem.
function brandOf(keys: RowKeys, taxonomy: ImportTaxonomy, problems: string[]) {
  if (keys.brand === undefined || keys.brand === null) return keys.brand;
  const brand = taxonomy.brand(keys.brand);
  if (!brand) problems.push(unknownBrand(keys.brand));
  return brand?.id;
}

// An update-only row (its file has no name or category column) that finds no product.
function notFound(keys: RowKeys): string | null {
  const key = keys.sku
    ? `SKU "${keys.sku}"`
    : keys.slugGiven && keys.slug
      ? `slug "${keys.slug}"`
      : null;
  return key
    ? `No product has ${key}: a file without the name and category columns only updates products`
    : null;
}

/** Judges a row (or what a refused row gave) against the categories and the products. */
export function judgeImportRow(
  keys: RowKeys,
  taxonomy: ImportTaxonomy,
  products: ProductsByKey,
): RowJudgement {
  const before = products.find(keys);
  const { categoryId, subcategoryId, problems } = taxonomyOf(keys, taxonomy, before);
  const brandId = brandOf(keys, taxonomy, problems);
  const missing = !before && keys.updatesOnly ? notFound(keys) : null;
  if (missing) problems.push(missing);
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
  return { before, categoryId, subcategoryId, brandId, slug, owners, problems, clashes };
}

/** Every problem of a judged row, joined as the error list shows them; "" when none. */
export function problemsOf(earlier: readonly string[], judged: RowJudgement): string {
  const { problems, clashes } = judged;
  if (earlier.length + problems.length + clashes.length === 0) return "";
  return [...earlier, ...problems, ...clashes].join("; ");
}

/**
 * The product columns a row without problems sets; columns the file lacks are left out (a new
 * product gets the defaults: active, not featured).
 */
export function columnsOf(row: ImportRow, judged: RowJudgement) {
  const creating = judged.before === null;
  const values: Record<string, unknown> = {};
  const set = (column: string, value: unknown) => {
    if (value !== undefined) values[column] = value;
  };
  set("name", row.name);
  set("slug", judged.slug);
  set("category_id", judged.categoryId);
  set("subcategory_id", judged.subcategoryId);
  set("status", row.status ?? (creating ? "active" : undefined));
  set("featured", row.featured ?? (creating ? false : undefined));
  for (const [field, column] of Object.entries(TEXT_COLUMNS)) {
    set(column, row[field as keyof typeof TEXT_COLUMNS]);
  }
  set("image", row.image);
  set("pdf", row.pdf);
  set("price", row.price);
  set("brand_id", judged.brandId);
  set("features", row.keyFeatures);
  return values;
}
