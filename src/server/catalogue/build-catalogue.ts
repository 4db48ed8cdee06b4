// The catalogue as the static pages need it: every active product, the categories, subcategories
// and service cities, read ONCE per build and indexed in memory, so that building a page is a map
// lookup and a 20,000-product build stays linear (DESIGN.md).
import { buildCategories, buildNavigableTaxonomy, buildSubcategories } from "../build-data.ts";
import { db, type Sql } from "../db/client.ts";
import type { CategorySummary, NavigableTaxonomy, SubcategorySummary } from "./categories.ts";
import { listBrands } from "./brands.ts";
import { listActiveProducts } from "./products.ts";
import type { ProductRow } from "./product-row.ts";

/** A city with local service (cities.is_service_city), with its state and country names. */
export interface ServiceCity {
  id: number;
  name: string;
  state: string;
  country: string;
}

/** The build's catalogue and its indexes; product lists keep the listing order (the shop's own). */
export interface BuildCatalogue {
  products: ProductRow[];
  productsBySlug: Map<string, ProductRow>;
  productsByCategory: Map<string, ProductRow[]>;
  productsBySubcategory: Map<string, ProductRow[]>;
  categories: CategorySummary[];
  categoriesByName: Map<string, CategorySummary>;
  subcategories: SubcategorySummary[];
  subcategoriesByName: Map<string, SubcategorySummary>;
  subcategoriesByCategoryId: Map<number, SubcategorySummary[]>;
  /** The categories and subcategories the navigation leads to. */
  navigable: NavigableTaxonomy;
  /** Each brand's key by its display name (the name products carry). */
  brandKeys: Map<string, string>;
  serviceCities: ServiceCity[];
}

// Larger than any catalogue yet small enough for Postgres' integer LIMIT parameter.
const ALL_PRODUCTS = 1_000_000_000;

/** Every service city, by country, state and name. */
export async function listServiceCities(sql: Sql): Promise<ServiceCity[]> {
  return sql<ServiceCity[]>`
    select ci.id::int as id, ci.name, s.name as state, co.name as country
      from cities ci
      join states s on s.id = ci.state_id
      join countries co on co.id = s.country_id
     where ci.is_service_city
     order by co.name, s.name, ci.name`;
}

function groupBy<K, V>(items: readonly V[], key: (item: V) => K | null): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

async function loadCatalogue(): Promise<BuildCatalogue> {
  const sql = db();
  const [products, categories, subcategories, navigable, brands, serviceCities] = await Promise.all(
    [
      listActiveProducts(sql, { page: 1, limit: ALL_PRODUCTS }),
      buildCategories(),
      buildSubcategories(),
      buildNavigableTaxonomy(),
      listBrands(sql),
      listServiceCities(sql),
    ],
  );
  return {
    products,
    productsBySlug: new Map(products.map((product) => [product.slug, product])),
    productsByCategory: groupBy(products, (product) => product.category),
    productsBySubcategory: groupBy(products, (product) => product.subcategory),
    categories,
    categoriesByName: new Map(categories.map((category) => [category.name, category])),
    subcategories,
    subcategoriesByName: new Map(
      subcategories.map((subcategory) => [subcategory.name, subcategory]),
    ),
    subcategoriesByCategoryId: groupBy(subcategories, (subcategory) => subcategory.category_id),
    navigable,
    // Display names need not be unique: the first brand of a name is the one a filter names.
    brandKeys: new Map(brands.toReversed().map((brand) => [brand.display_name, brand.name])),
    serviceCities,
  };
}

let catalogue: Promise<BuildCatalogue> | undefined;

/** The build's catalogue, read on first use; every page of the build shares it. */
export function buildCatalogue(): Promise<BuildCatalogue> {
  catalogue ??= loadCatalogue();
  return catalogue;
}
