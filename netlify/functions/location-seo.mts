// GET /api/location-seo/{cityId}, /api/location-seo-by-slug/{slug} and /api/location-content/{cityId}:
// the search-engine texts and section headings of a city's page (document 1 §3, document 3 §7.4).
import type { Config } from "@netlify/functions";
import { config as serverConfig } from "../../src/server/config.ts";
import { db } from "../../src/server/db/client.ts";
import { publicJson } from "../../src/server/http/handler.ts";
import { functionApp } from "../../src/server/http/function-app.ts";
import { cityIdParams, citySlugParams } from "../../src/server/locations/location-params.ts";
import { getLocationContent, getLocationSeo } from "../../src/server/locations/location-seo.ts";

// Staff edits of these texts reach visitors within the hour.
const MAX_AGE = 3600;

export default functionApp([
  {
    pattern: "/api/location-seo/:cityId",
    methods: {
      GET: async (_req, params) =>
        publicJson(
          await getLocationSeo(
            db(),
            { id: cityIdParams.parse(params).cityId },
            serverConfig().SITE_URL,
          ),
          MAX_AGE,
        ),
    },
  },
  {
    pattern: "/api/location-seo-by-slug/:slug",
    methods: {
      GET: async (_req, params) =>
        publicJson(
          await getLocationSeo(
            db(),
            { slug: citySlugParams.parse(params).slug },
            serverConfig().SITE_URL,
          ),
          MAX_AGE,
        ),
    },
  },
  {
    pattern: "/api/location-content/:cityId",
    methods: {
      GET: async (_req, params) =>
        publicJson(await getLocationContent(db(), cityIdParams.parse(params).cityId), MAX_AGE),
    },
  },
]);

export const config: Config = {
  path: ["/api/location-seo/*", "/api/location-seo-by-slug/*", "/api/location-content/*"],
};
