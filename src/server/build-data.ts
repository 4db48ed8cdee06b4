// Build-time page data: read once per build and shared by every page (a per-page query made a
// 20,000-product build quadratic, DESIGN.md). Each loader is a module-level memo: one query per build.
import {
  listCategories,
  listSubcategories,
  navigableTaxonomy,
  type CategorySummary,
  type NavigableTaxonomy,
  type SubcategorySummary,
} from "./catalogue/categories.ts";
import { listFeaturedProducts } from "./catalogue/products.ts";
import type { ProductRow } from "./catalogue/product-row.ts";
import { db } from "./db/client.ts";
import {
  footerCategories,
  groupCategoryMenu,
  navigableCategoryMenu,
  type FooterCategory,
  type MenuCategory,
} from "../lib/catalogue/category-menu.ts";
import { socialLinksFromRows, type SocialLink } from "../lib/social-links.ts";
import { listSocialLinks } from "./contact/contact-info.ts";
import { listPublishedBlogs } from "./blogs/blogs.ts";
import type { BlogRow } from "./blogs/blog-row.ts";
import { listActiveJobs } from "./jobs/jobs.ts";
import type { JobRow } from "./jobs/job-row.ts";

let categories: Promise<CategorySummary[]> | undefined;
let subcategories: Promise<SubcategorySummary[]> | undefined;
let navigable: Promise<NavigableTaxonomy> | undefined;
let categoryMenu: Promise<MenuCategory[]> | undefined;
let socialLinks: Promise<SocialLink[]> | undefined;
let featuredProducts: Promise<ProductRow[]> | undefined;
let latestBlogs: Promise<BlogRow[]> | undefined;
let latestJobs: Promise<JobRow[]> | undefined;

/** How many of the newest posts and jobs the home page's structured data lists (document 2 §2.13). */
const HOME_LATEST_LIMIT = 3;

/** How many featured products the home page shows (document 1 §9). */
const FEATURED_PRODUCT_LIMIT = 6;

/** The categories, read on first use in this build. */
export function buildCategories(): Promise<CategorySummary[]> {
  categories ??= listCategories(db());
  return categories;
}

/** What the navigation leads to (navigableTaxonomy), read on first use in this build. */
export function buildNavigableTaxonomy(): Promise<NavigableTaxonomy> {
  navigable ??= navigableTaxonomy(db());
  return navigable;
}

/** The subcategories, read on first use in this build. */
export function buildSubcategories(): Promise<SubcategorySummary[]> {
  subcategories ??= listSubcategories(db());
  return subcategories;
}

/**
 * The header's mega-menu: the categories and subcategories with an active product that staff have
 * not hidden; empty when the database cannot be read (its no-categories message shows).
 */
export function buildCategoryMenu(): Promise<MenuCategory[]> {
  categoryMenu ??= readCategoryMenu().catch((error: unknown) => {
    console.warn("Mega-menu built without categories:", error);
    return [];
  });
  return categoryMenu;
}

// Async so that a missing DATABASE_URL (db() throws) becomes a rejection the caller catches.
async function readCategoryMenu(): Promise<MenuCategory[]> {
  const [all, subs, navigable] = await Promise.all([
    buildCategories(),
    buildSubcategories(),
    buildNavigableTaxonomy(),
  ]);
  const shown = navigableCategoryMenu(all, subs, navigable);
  return groupCategoryMenu(shown.categories, shown.subcategories);
}

/** The footer's first five categories; the fixed list when the read fails (document 1 §8). */
export async function buildFooterCategories(): Promise<FooterCategory[]> {
  const menu = await buildCategoryMenu();
  return footerCategories(menu);
}

/** The footer's social links from the active social_media contact entries, else the defaults. */
export function buildSocialLinks(): Promise<SocialLink[]> {
  socialLinks ??= readSocialLinks().catch((error: unknown) => {
    console.warn("Footer built with the default social links:", error);
    return socialLinksFromRows([]);
  });
  return socialLinks;
}

// Async so that a missing DATABASE_URL (db() throws) becomes a rejection the caller catches.
async function readSocialLinks(): Promise<SocialLink[]> {
  return listSocialLinks(db());
}

/**
 * The home page's featured products, newest first. A failed read fails the build on purpose: the
 * live site keeps its last good deploy instead of an empty home page.
 */
export function buildFeaturedProducts(): Promise<ProductRow[]> {
  featuredProducts ??= listFeaturedProducts(db(), FEATURED_PRODUCT_LIMIT);
  return featuredProducts;
}

/** The newest published posts the home page's structured data lists. */
export function buildLatestBlogs(): Promise<BlogRow[]> {
  latestBlogs ??= listPublishedBlogs(db(), { page: 1, limit: HOME_LATEST_LIMIT }).then(
    (page) => page.blogs,
  );
  return latestBlogs;
}

/** The newest active jobs the home page's structured data lists. */
export function buildLatestJobs(): Promise<JobRow[]> {
  latestJobs ??= listActiveJobs(db(), { page: 1, limit: HOME_LATEST_LIMIT }).then(
    (page) => page.jobs,
  );
  return latestJobs;
}
