// GET /api/products and everything under it: the public product listings, product pages' data
// and search (document 1 §7, document 3 §7.2). Only active products are answered.
// POST /api/products, PUT and DELETE /api/products/{id}: staff add, edit and delete products with
// the multipart product form (document 3 §2.5, §5); each write is audited and queues a publish.
// POST /api/products/bulk-import and GET /api/products/export: the bulk import and export
// (document 3 §7.3; src/server/import/import-routes.ts).
// GET /api/compare?products=a,b,c: up to four active products side by side for the compare page,
// with the slugs that name no product on sale (a catalogue read: no function of its own, which
// every deploy would bundle).
import type { Config } from "@netlify/functions";
import { z } from "zod";
import { deleteQuery, recordIdParams } from "../../src/lib/admin/admin-query.ts";
import {
  limitParam,
  productIdParams,
  productListQuery,
  productSlugParams,
  queryOf,
  searchPathParams,
  suggestionPathParams,
  type ProductListQuery,
} from "../../src/lib/catalogue/catalogue-query.ts";
import { pagedResponse } from "../../src/lib/pagination.ts";
import { productCreateSchema, productUpdateSchema } from "../../src/lib/catalogue/product-form.ts";
import { SEARCH_RESULTS_LIMIT } from "../../src/lib/search/search-results.ts";
import { compareQuery } from "../../src/lib/compare/compare-query.ts";
import { getAdminProduct } from "../../src/server/admin/admin-products.ts";
import {
  formRules,
  imageRules,
  pdfRules,
  writeWithUploads,
} from "../../src/server/admin/uploads.ts";
import { staffOnly } from "../../src/server/auth/guard.ts";
import type { ProductRow } from "../../src/server/catalogue/product-row.ts";
import {
  getActiveProductById,
  getActiveProductBySlug,
  listActiveProducts,
  listFeaturedProducts,
  listProductsPage,
  type ProductPageQuery,
} from "../../src/server/catalogue/products.ts";
import {
  createProduct,
  deleteProduct,
  updateProduct,
} from "../../src/server/catalogue/product-writes.ts";
import { searchProductsOrMostWords } from "../../src/server/catalogue/search.ts";
import { listComparedProducts } from "../../src/server/compare/compared-products.ts";
import { searchSuggestions } from "../../src/server/catalogue/search-suggestions.ts";
import { exportProducts } from "../../src/server/import/export-routes.ts";
import { bulkImport } from "../../src/server/import/import-routes.ts";
import { db, type Sql } from "../../src/server/db/client.ts";
import { HttpError } from "../../src/server/http/errors.ts";
import { readMultipartForm } from "../../src/server/http/form-data.ts";
import { privateJson, publicJson } from "../../src/server/http/handler.ts";
import { functionApp, type RouteHandler } from "../../src/server/http/function-app.ts";

// Plain lists answer up to 100 products (a whole catalogue would pass Netlify's 6 MB answer limit);
// paged listings default to document 3's data-client page size.
const LIST_LIMIT = 100;
const PAGE_LIMIT = 10;
const FEATURED_LIMIT = 4;
const SUGGESTION_LIMIT = 8;

const pageQuery = (query: ProductListQuery): ProductPageQuery => ({
  page: query.page,
  limit: query.limit,
  search: query.search,
  categoryName: query.category,
  subcategoryName: query.subcategory,
  brandName: query.brand,
  sort: query.sort,
});

// The query string, with the category of the path (if any) in place of one in the query. Schemas
// are built once: building one took 190 µs, more than parsing a query with it 14 times.
const listQueryOf = (defaultLimit: number) => {
  const schema = productListQuery(defaultLimit);
  return (req: Request, params: Record<string, string>) =>
    pageQuery(schema.parse({ ...queryOf(req.url), ...params }));
};
const listQuery = listQueryOf(LIST_LIMIT);
const pageListQuery = listQueryOf(PAGE_LIMIT);

const found = (product: ProductRow | null) => {
  if (!product) throw new HttpError(404, "not_found", "Product not found");
  return publicJson(product);
};

const list: RouteHandler = async (req, params) =>
  publicJson(await listActiveProducts(db(), listQuery(req, params)));

const paged: RouteHandler = async (req, params) => {
  const query = pageListQuery(req, params);
  const { products, total } = await listProductsPage(db(), query);
  return publicJson(pagedResponse(products, total, query.page, query.limit));
};

const limited = (fallback: number) => {
  const schema = z.object({ limit: limitParam(fallback) });
  return (req: Request) => schema.parse(queryOf(req.url)).limit;
};
const featuredLimit = limited(FEATURED_LIMIT);

type Search = (sql: Sql, text: string, limit: number) => Promise<unknown>;

// The search takes any term that is not blank; suggestions need 2 characters (document 1 §5).
const searching = (
  search: Search,
  fallback: number,
  pathParams: typeof searchPathParams | typeof suggestionPathParams,
): RouteHandler => {
  const limit = limited(fallback);
  return async (req, params) =>
    publicJson(await search(db(), pathParams.parse(params).query, limit(req)));
};

// The image is required when adding, optional when editing (the stored one is kept).
const productForm = (imageRequired: boolean) =>
  formRules({ image: imageRules("Image", imageRequired), pdf: pdfRules() });
const PRODUCT_FOLDERS = { image: "products", pdf: "datasheets" };
const productId = (params: Record<string, string>) => recordIdParams("Product").parse(params).id;

const create = staffOnly(async (req, user) => {
  const { fields, files } = await readMultipartForm(req, productCreateSchema, productForm(true));
  const id = await writeWithUploads(files, PRODUCT_FOLDERS, (urls) =>
    createProduct(db(), user, fields, urls),
  );
  return privateJson({ success: true, product: await getAdminProduct(db(), id) }, 201);
});

const update = staffOnly(async (req, user, params) => {
  const id = productId(params);
  const { fields, files } = await readMultipartForm(req, productUpdateSchema, productForm(false));
  await writeWithUploads(files, PRODUCT_FOLDERS, (urls) =>
    updateProduct(db(), user, { id, version: fields.version }, fields, urls),
  );
  return privateJson({ success: true, product: await getAdminProduct(db(), id) });
});

const remove = staffOnly(async (req, user, params) => {
  const id = productId(params);
  await deleteProduct(db(), user, { id, version: deleteQuery.parse(queryOf(req.url)).version });
  return privateJson({ success: true });
});

export default functionApp([
  { pattern: "/api/products", methods: { GET: list, POST: create } },
  {
    pattern: "/api/products/featured",
    methods: {
      GET: async (req) => publicJson(await listFeaturedProducts(db(), featuredLimit(req))),
    },
  },
  { pattern: "/api/products/paginated", methods: { GET: paged } },
  { pattern: "/api/products/bulk-import", methods: { POST: bulkImport } },
  { pattern: "/api/products/export", methods: { GET: exportProducts } },
  {
    pattern: "/api/products/search/:query",
    methods: { GET: searching(searchProductsOrMostWords, SEARCH_RESULTS_LIMIT, searchPathParams) },
  },
  {
    pattern: "/api/products/search-suggestions/:query",
    methods: { GET: searching(searchSuggestions, SUGGESTION_LIMIT, suggestionPathParams) },
  },
  {
    pattern: "/api/products/slug/:slug",
    methods: {
      GET: async (_req, params) =>
        found(await getActiveProductBySlug(db(), productSlugParams.parse(params).slug)),
    },
  },
  { pattern: "/api/products/category/:category", methods: { GET: list } },
  {
    pattern: "/api/compare",
    methods: {
      GET: async (req) =>
        publicJson(await listComparedProducts(db(), compareQuery.parse(queryOf(req.url)).products)),
    },
  },
  { pattern: "/api/products/category/:category/paginated", methods: { GET: paged } },
  {
    pattern: "/api/products/:id",
    methods: {
      GET: async (_req, params) =>
        found(await getActiveProductById(db(), productIdParams.parse(params).id)),
      PUT: update,
      DELETE: remove,
    },
  },
]);

export const config: Config = { path: ["/api/products", "/api/products/*", "/api/compare"] };
