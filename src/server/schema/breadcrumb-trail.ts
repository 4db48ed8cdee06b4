// GET /api/schema/breadcrumbs/{path} (document 2 §7): the breadcrumb trail of a page of the site,
// found the way the site's routes find it and built by the pages' own trail builders. A path that
// is no page of the site has no trail (null).
import {
  blogCrumbs,
  jobCrumbs,
  listingCrumbs,
  pageCrumbs,
  productCrumbs,
  SITE_PAGES,
  type Crumb,
} from "../../lib/breadcrumbs.ts";
import { CATEGORY_SHORTCUTS } from "../../lib/catalogue/catalogue-urls.ts";
import { KEY_PATTERN } from "../../lib/catalogue/catalogue-query.ts";
import { PRESET_SUBCATEGORIES } from "../../lib/catalogue/preset-subcategories.ts";
import { getPublishedBlogBySlug } from "../blogs/blogs.ts";
import { listCategories, listSubcategories } from "../catalogue/categories.ts";
import { getActiveProductBySlug } from "../catalogue/products.ts";
import type { Sql } from "../db/client.ts";
import { getActiveJobBySlug } from "../jobs/jobs.ts";

// "/page/N" (N from 2) at the end of a listing: the later pages share the first page's trail.
function withoutPageNumber(segments: string[]): string[] {
  const [page, number] = segments.slice(-2);
  return page === "page" && /^[1-9]\d*$/.test(number ?? "") && number !== "1"
    ? segments.slice(0, -2)
    : segments;
}

// /products, /products/{category}, /products/{category}/{subcategory}.
async function listingTrail(sql: Sql, keys: string[]): Promise<Crumb[] | null> {
  const [categoryKey, subcategoryKey, extra] = keys;
  if (extra !== undefined) return null;
  if (categoryKey === undefined) return listingCrumbs();
  const category = (await listCategories(sql)).find((c) => c.name === categoryKey);
  if (!category) return null;
  if (subcategoryKey === undefined) return listingCrumbs(category);
  const subcategory = (await listSubcategories(sql, category.name)).find(
    (s) => s.name === subcategoryKey,
  );
  return subcategory ? listingCrumbs(category, subcategory) : null;
}

// A preset subcategory route (/labels): the trail of its subcategory's listing.
async function presetTrail(sql: Sql, name: string): Promise<Crumb[] | null> {
  const subcategory = (await listSubcategories(sql)).find((s) => s.name === name);
  if (!subcategory) return listingCrumbs();
  const category = {
    name: subcategory.category_name,
    display_name: subcategory.category_display_name,
  };
  return listingCrumbs(category, subcategory);
}

// A one-segment path: a page of the site, a shortcut, or a product.
async function topLevelTrail(sql: Sql, segment: string): Promise<Crumb[] | null> {
  const path = `/${segment}`;
  const page = SITE_PAGES[path];
  if (page) return pageCrumbs(path, page);
  if ((CATEGORY_SHORTCUTS as readonly string[]).includes(segment)) {
    return listingTrail(sql, [segment]);
  }
  if ((PRESET_SUBCATEGORIES as readonly string[]).includes(segment))
    return presetTrail(sql, segment);
  const product = await getActiveProductBySlug(sql, segment);
  return product ? productCrumbs(product) : null;
}

// A product's city page (/{slug}/in-{city}-{country}) shares its trail.
const isLocationSegment = (segment: string) => /^in-[a-z0-9]+(-[a-z0-9]+)*$/.test(segment);

/** The trail of the page at `path` ("/blog/x"), or null when the site has no page there. */
export async function breadcrumbTrail(sql: Sql, path: string): Promise<Crumb[] | null> {
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 0) return pageCrumbs("/", "Home");
  if (!segments.every((segment) => KEY_PATTERN.test(segment))) return null;
  const [first, second, ...rest] = segments as [string, ...string[]];
  if (first === "products") return listingTrail(sql, withoutPageNumber(segments).slice(1));
  if (second === undefined) return topLevelTrail(sql, first);
  if (rest.length > 0) return null;
  if (first === "blog") {
    const post = await getPublishedBlogBySlug(sql, second);
    return post ? blogCrumbs(post) : null;
  }
  if (first === "jobs") {
    const job = await getActiveJobBySlug(sql, second);
    return job ? jobCrumbs(job) : null;
  }
  if (!isLocationSegment(second)) return null;
  const product = await getActiveProductBySlug(sql, first);
  return product ? productCrumbs(product) : null;
}
