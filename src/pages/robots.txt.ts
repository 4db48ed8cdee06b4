// robots.txt: everything may be crawled except the staff area and the API; the sitemap index is
// the build's (src/astro-engine/sitemap.ts).
import type { APIRoute } from "astro";

/** The robots.txt of the site, with the sitemap's absolute URL. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL("/sitemap-index.xml", site).href;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${sitemap}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
