// GET /api/network/*: the network directory's rows and its per-country counts (document 2 §2.10,
// document 3 §7.4), and the /network page searched without script (/network?q=…, which
// netlify.toml rewrites to /api/network/page). Geography rarely changes: caches keep it an hour.
import type { Config } from "@netlify/functions";
import { config as serverConfig } from "../../src/server/config.ts";
import { db } from "../../src/server/db/client.ts";
import { publicJson } from "../../src/server/http/handler.ts";
import { functionApp } from "../../src/server/http/function-app.ts";
import { queryOf } from "../../src/lib/catalogue/catalogue-query.ts";
import { networkPageQuery } from "../../src/server/locations/location-params.ts";
import { networkSearchPage } from "../../src/server/locations/network-page.ts";
import { countriesSummary, listAllLocations } from "../../src/server/locations/network.ts";
import { siteOrigin } from "../../src/server/site-origin.ts";

const GEOGRAPHY_MAX_AGE = 3600;

export default functionApp([
  {
    pattern: "/api/network/all-locations",
    methods: { GET: async () => publicJson(await listAllLocations(db()), GEOGRAPHY_MAX_AGE) },
  },
  {
    pattern: "/api/network/countries-summary",
    methods: { GET: async () => publicJson(await countriesSummary(db()), GEOGRAPHY_MAX_AGE) },
  },
  {
    pattern: "/api/network/page",
    methods: {
      GET: async (req) => {
        const { q } = networkPageQuery.parse(queryOf(req.url));
        if (q === "")
          return Response.redirect(new URL("/network", serverConfig().SITE_URL).href, 302);
        // The configured address, never the request's: its Host header is the sender's to choose.
        return networkSearchPage(db(), siteOrigin(), q);
      },
    },
  },
]);

export const config: Config = { path: ["/api/network/*"] };
