// /{productSlug}/{anything} (document 3 §2.1), which netlify.toml rewrites to the product-page
// function: the prebuilt product page, with the city in its head when the segment names a service
// city (/{slug}/in-{city}-{country}). Made on request from the page of the current deploy and kept
// by the CDN until the next deploy, instead of ~50 prebuilt copies of every product page.
import { categoryUrl, locationSegment } from "../../lib/catalogue/catalogue-urls.ts";
import { company } from "../../lib/company.ts";
import {
  productDescription,
  productKeywords,
  productTitle,
  type Place,
} from "../../lib/catalogue/product-meta.ts";
import type { Sql } from "../db/client.ts";
import { fetchSitePage, notFoundPage, sitePageResponse } from "../http/site-pages.ts";
import { listServiceCities } from "./build-catalogue.ts";
import { withPlaceHead, withPlaceInChats } from "./place-head.ts";
import { getActiveProductById, getActiveProductBySlug } from "./products.ts";

/** The service city whose address segment is `segment` ("in-pune-india"), if any. */
async function serviceCityOfSegment(sql: Sql, segment: string): Promise<Place | undefined> {
  if (!segment.startsWith("in-")) return undefined;
  const city = (await listServiceCities(sql)).find(
    ({ name, country }) => locationSegment(name, country) === segment,
  );
  return city && { city: city.name, country: city.country };
}

/**
 * True when `rest` is a single "in-…" segment that names no city of the data, served or not
 * (/{slug}/in-atlantis-nowhere): such addresses are not pages, so search engines must not index
 * endless variants of them. Compared with the segment the product cards build for any city the
 * picker offers (locationSegment).
 */
async function isUnknownCitySegment(sql: Sql, rest: string): Promise<boolean> {
  if (!rest.startsWith("in-") || rest.includes("/")) return false;
  const cities = await sql<{ name: string; country: string }[]>`
    select c.name, k.name as country
      from cities c join states s on s.id = c.state_id join countries k on k.id = s.country_id`;
  return !cities.some(({ name, country }) => locationSegment(name, country) === rest);
}

// Other addresses of document 1 §2's route table that lead to a page of their own: a product by
// its id (/{slug or id}), and a category by its name alone (/{categoryName}, the footer's links in
// the original; ours link to the listing itself). Null when `segment` is neither. A product whose
// slug is those digits or that name keeps its own page (looked up by slug first). Of the rest of
// the address, only a service city's segment (`cityRest`) is carried to the product's page.
async function addressOfSegment(
  sql: Sql,
  siteUrl: string,
  segment: string,
  rest: string,
  cityRest: string,
): Promise<string | null> {
  if (/^[1-9]\d{0,14}$/.test(segment)) {
    const product = await getActiveProductById(sql, Number(segment));
    if (!product) return null;
    const path = `/${encodeURIComponent(product.slug)}${cityRest ? `/${cityRest}` : ""}`;
    return new URL(path, siteUrl).href;
  }
  if (rest) return null;
  const [category] = await sql<{ name: string }[]>`
    select name from categories where name = ${segment}`;
  return category ? new URL(categoryUrl(category.name), siteUrl).href : null;
}

/**
 * The answer for /{slug}/{rest}: the product's page (with the city's head for a service city),
 * or the site's not-found page with 404 when no active product has that slug, its page is not
 * published yet, or `rest` is an "in-…" segment naming no city. `origin` is the site's own configured address (site-origin.ts), where the
 * prebuilt pages are: never one taken from the request.
 */
export async function productPlacePage(
  sql: Sql,
  origin: string,
  siteUrl: string,
  slug: string,
  rest: string,
): Promise<Response> {
  const [product, place] = await Promise.all([
    getActiveProductBySlug(sql, slug),
    serviceCityOfSegment(sql, rest),
  ]);
  if (!product) {
    const moved = await addressOfSegment(sql, siteUrl, slug, rest, place ? rest : "");
    // Temporary: a browser keeps a 301 for good, and a product's slug or a category's name can
    // be edited later, which would leave the visitor sent to the old, now missing, address.
    if (moved) return Response.redirect(moved, 302);
  }
  // The built file itself (build.format "file"): its name is no product's slug, so when it is
  // missing the request that comes back here is a plain not-found.
  const page =
    product && (await fetchSitePage(new URL(`/${encodeURIComponent(slug)}.html`, origin)));
  if (!product || !page?.ok) return notFoundPage(origin);
  if (!place && (await isUnknownCitySegment(sql, rest))) return notFoundPage(origin);
  if (!place) return sitePageResponse(page, 200);
  const canonical = new URL(`/${slug}/${rest}`, siteUrl).href;
  const html = withPlaceHead(page.html, {
    title: productTitle(product, company.name, place),
    description: productDescription(product, place),
    keywords: productKeywords(product, place),
    canonical,
    placename: place.city,
  });
  if (html === null) console.error(`The page of /${slug} has no head to put ${rest} into.`);
  const chats = withPlaceInChats(html ?? page.html, new URL(`/${slug}`, siteUrl).href, canonical);
  return sitePageResponse(page, 200, chats);
}
