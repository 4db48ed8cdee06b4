// The static listing pages of the catalogue (document 1 §2): all products and each category 9
// per page, each subcategory 8 per page; page 1 at the listing's URL, page N at …/page/N.
import type { BuildCatalogue } from "../../server/catalogue/build-catalogue.ts";
import type { CategorySummary, SubcategorySummary } from "../../server/catalogue/categories.ts";
import type { ProductRow } from "../../server/catalogue/product-row.ts";
import { categoryUrl, subcategoryUrl } from "../../lib/catalogue/catalogue-urls.ts";
import type { ListingBrand } from "../../lib/catalogue/listing-address.ts";

/** Products per page of /products and of a category (document 1 §9). */
export const PRODUCTS_PER_PAGE = 9;
/** Products per page of a subcategory (document 1 §9). */
export const SUBCATEGORY_PRODUCTS_PER_PAGE = 8;

/** One page of one listing. */
export interface ListingPage {
  /** The URL of the listing's first page. */
  base: string;
  currentPage: number;
  totalPages: number;
  totalProducts: number;
  perPage: number;
  products: ProductRow[];
  category?: CategorySummary | undefined;
  subcategory?: SubcategorySummary | undefined;
}

type Listing = Pick<ListingPage, "base" | "category" | "subcategory">;

// An empty listing still gets its first page, which shows the empty state.
function paginate(
  listing: Listing,
  products: readonly ProductRow[],
  perPage: number,
): ListingPage[] {
  const totalPages = Math.max(1, Math.ceil(products.length / perPage));
  return Array.from({ length: totalPages }, (_, index) => ({
    ...listing,
    currentPage: index + 1,
    totalPages,
    totalProducts: products.length,
    perPage,
    products: products.slice(index * perPage, (index + 1) * perPage),
  }));
}

/** The pages of /products. */
export function allProductsPages(catalogue: BuildCatalogue): ListingPage[] {
  return paginate({ base: "/products" }, catalogue.products, PRODUCTS_PER_PAGE);
}

/** The pages of one category's listing. */
export function categoryPages(catalogue: BuildCatalogue, category: CategorySummary): ListingPage[] {
  const products = catalogue.productsByCategory.get(category.name) ?? [];
  return paginate({ base: categoryUrl(category.name), category }, products, PRODUCTS_PER_PAGE);
}

// A subcategory's listing: its page-1 address and its category, from the catalogue.
function subcategoryListing(catalogue: BuildCatalogue, subcategory: SubcategorySummary): Listing {
  const category = catalogue.categories.find(
    (candidate) => candidate.id === subcategory.category_id,
  );
  const base = category ? subcategoryUrl(category.name, subcategory.name) : `/${subcategory.name}`;
  return { base, category, subcategory };
}

/** The pages of one subcategory's listing; its category comes from the catalogue. */
export function subcategoryPages(
  catalogue: BuildCatalogue,
  subcategory: SubcategorySummary,
): ListingPage[] {
  const products = catalogue.productsBySubcategory.get(subcategory.name) ?? [];
  return paginate(
    subcategoryListing(catalogue, subcategory),
    products,
    SUBCATEGORY_PRODUCTS_PER_PAGE,
  );
}

export type { ListingBrand };

// The brands of a list of products, by name; products without a brand are not counted.
function brandsOf(catalogue: BuildCatalogue, products: readonly ProductRow[]): ListingBrand[] {
  const counts = new Map<string, number>();
  for (const product of products) {
    if (product.brand) counts.set(product.brand, (counts.get(product.brand) ?? 0) + 1);
  }
  return [...counts]
    .flatMap(([name, count]) => {
      const key = catalogue.brandKeys.get(name);
      return key ? [{ key, name, count }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/**
 * The brands of every listing by its page-1 address, counted once per listing (not per page: the
 * whole catalogue's listing has thousands of pages at 20,000 products).
 */
export function brandsByListing(catalogue: BuildCatalogue): Map<string, ListingBrand[]> {
  const known = brandsCache.get(catalogue);
  if (known) return known;
  const brands = new Map<string, ListingBrand[]>([
    ["/products", brandsOf(catalogue, catalogue.products)],
  ]);
  for (const category of catalogue.categories) {
    const products = catalogue.productsByCategory.get(category.name) ?? [];
    brands.set(categoryUrl(category.name), brandsOf(catalogue, products));
  }
  for (const subcategory of catalogue.subcategories) {
    const products = catalogue.productsBySubcategory.get(subcategory.name) ?? [];
    brands.set(subcategoryListing(catalogue, subcategory).base, brandsOf(catalogue, products));
  }
  brandsCache.set(catalogue, brands);
  return brands;
}

const brandsCache = new WeakMap<BuildCatalogue, Map<string, ListingBrand[]>>();

/** Every page of every listing under /products. */
export function everyListingPage(catalogue: BuildCatalogue): ListingPage[] {
  return [
    ...allProductsPages(catalogue),
    ...catalogue.categories.flatMap((category) => categoryPages(catalogue, category)),
    ...catalogue.subcategories.flatMap((subcategory) => subcategoryPages(catalogue, subcategory)),
  ];
}

/** The first-page URL of every listing under /products (each has a "page not found" page). */
export function everyListingBase(catalogue: BuildCatalogue): string[] {
  return [
    ...new Set(
      everyListingPage(catalogue)
        .map((listing) => listing.base)
        .filter((base) => base.startsWith("/products")),
    ),
  ];
}

/**
 * The narrower listings a page links to: categories on /products, subcategories on a category;
 * only those the navigation leads to (with an active product, not hidden by staff). The others
 * keep their pages, but no chip leads to them.
 */
export function narrowerListings(
  catalogue: BuildCatalogue,
  listing: ListingPage,
): { name: string; url: string; count: number }[] {
  if (listing.subcategory) return [];
  const { category } = listing;
  const { categoryIds, subcategoryIds } = catalogue.navigable;
  if (!category) {
    return catalogue.categories
      .filter((c) => categoryIds.has(c.id))
      .map((c) => ({
        name: c.display_name,
        url: categoryUrl(c.name),
        count: catalogue.productsByCategory.get(c.name)?.length ?? 0,
      }));
  }
  return (catalogue.subcategoriesByCategoryId.get(category.id) ?? [])
    .filter((s) => subcategoryIds.has(s.id))
    .map((s) => ({
      name: s.display_name,
      url: subcategoryUrl(category.name, s.name),
      count: catalogue.productsBySubcategory.get(s.name)?.length ?? 0,
    }));
}
