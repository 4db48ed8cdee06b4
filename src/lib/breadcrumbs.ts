// The breadcrumb trails of the site's pages (document 2 §2.13: breadcrumbs) and their schema.org
// BreadcrumbList: one builder per kind of page, used by the pages themselves and by GET
// /api/schema/breadcrumbs/{path}, so both always give the same trail.
import { categoryUrl, productUrl, subcategoryUrl } from "./catalogue/catalogue-urls.ts";
import { jobUrl } from "./jobs/jobs.ts";

/** One step of a breadcrumb trail; the last step (the page itself) has no link. */
export interface Crumb {
  name: string;
  url?: string | undefined;
}

/** A BreadcrumbList whose item URLs are absolute on `site`. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], pageUrl: URL): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.url ?? pageUrl.pathname, pageUrl).href,
    })),
  };
}

/** A category or subcategory as a trail names it. */
export interface TaxonomyForCrumbs {
  name: string;
  display_name: string;
}

/** A product listing's trail: Products, then its category and subcategory. */
export function listingCrumbs(
  category?: TaxonomyForCrumbs | null,
  subcategory?: TaxonomyForCrumbs | null,
): Crumb[] {
  const crumbs: Crumb[] = [{ name: "Products", url: "/products" }];
  if (category) crumbs.push({ name: category.display_name, url: categoryUrl(category.name) });
  if (category && subcategory) {
    crumbs.push({
      name: subcategory.display_name,
      url: subcategoryUrl(category.name, subcategory.name),
    });
  }
  return crumbs;
}

/** The product fields its trail reads. */
export interface ProductForCrumbs {
  name: string;
  slug: string;
  category: string;
  category_display_name: string;
  subcategory: string | null;
  subcategory_display_name: string | null;
}

/** A product page's trail: its listing's trail, then the product. */
export function productCrumbs(product: ProductForCrumbs): Crumb[] {
  const category = { name: product.category, display_name: product.category_display_name };
  const subcategory =
    product.subcategory && product.subcategory_display_name
      ? { name: product.subcategory, display_name: product.subcategory_display_name }
      : null;
  return [
    ...listingCrumbs(category, subcategory),
    { name: product.name, url: productUrl(product.slug) },
  ];
}

/** The address of a blog post's page. */
export function blogUrl(slug: string): string {
  return `/blog/${slug}`;
}

/** A blog post's trail: Home, Blogs, the post. */
export function blogCrumbs(post: { title: string; slug: string }): Crumb[] {
  return [
    { name: "Home", url: "/" },
    { name: "Blogs", url: "/blogs" },
    { name: post.title, url: blogUrl(post.slug) },
  ];
}

/** A job page's trail: Careers, the job. */
export function jobCrumbs(job: { title: string; slug: string }): Crumb[] {
  return [
    { name: "Careers", url: "/jobs" },
    { name: job.title, url: jobUrl(job.slug) },
  ];
}

/** The site's own pages by path and the name their trail gives them (the header's wording). */
export const SITE_PAGES: Readonly<Record<string, string>> = {
  "/about": "About",
  "/contact": "Contact",
  "/service-support": "Service & Support",
  "/drivers": "Drivers",
  "/blogs": "Blogs",
  "/jobs": "Careers",
  "/network": "Global Network",
  "/search": "Search",
  "/privacy-policy": "Privacy Policy",
  "/cookie-policy": "Cookie Policy",
};

/** The home page's trail, and the trail of another page of the site: Home, the page. */
export function pageCrumbs(path: string, name: string): Crumb[] {
  const home = { name: "Home", url: "/" };
  return path === "/" ? [home] : [home, { name, url: path }];
}
