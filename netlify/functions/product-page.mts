// /{productSlug}/{anything} (document 3 §2.1), rewritten here by netlify.toml's last rule: the
// product's prebuilt page, with the city in its head for /{slug}/in-{city}-{country} when that is a
// service city (document 2 §2.1); the not-found page with 404 when no product has that slug.
import type { Config } from "@netlify/functions";
import { productPlacePage } from "../../src/server/catalogue/product-place-page.ts";
import { config as serverConfig } from "../../src/server/config.ts";
import { db } from "../../src/server/db/client.ts";
import { errorResponse } from "../../src/server/http/errors.ts";
import { PAGE_FETCH_HEADER } from "../../src/server/http/site-pages.ts";
import { functionApp, type RouteHandler } from "../../src/server/http/function-app.ts";
import { siteOrigin } from "../../src/server/site-origin.ts";

const page: RouteHandler = async (req, params) =>
  req.headers.has(PAGE_FETCH_HEADER)
    ? errorResponse(404, "not_found", "No such page.")
    : productPlacePage(
        db(),
        // The configured address, never the request's: its Host header is the sender's to choose.
        siteOrigin(),
        serverConfig().SITE_URL,
        params["slug"]!,
        params["*"] ?? "",
      );

// A rewrite may hand the function the visitor's address (as the local runtime does) or the
// rewritten one (/api/product-page/{slug}/…, and /api/product-page/{slug}/ for /{slug} alone, as
// npm start's server does): both are the same page. Netlify's /:slug/* also matches /{slug}
// alone, when no page has that address.
export default functionApp([
  { pattern: "/api/product-page/:slug/*", methods: { GET: page } },
  { pattern: "/api/product-page/:slug", methods: { GET: page } },
  { pattern: "/:slug/*", methods: { GET: page } },
  { pattern: "/:slug", methods: { GET: page } },
]);

export const config: Config = { path: ["/api/product-page/*"] };
