// GET /api/network/*: the network directory's rows and its per-country counts (document 2 §2.10,
// document 3 §7.4). Geography rarely changes: caches keep it an hour.
import type { Config } from "@netlify/functions";
import { db } from "../../src/server/db/client.ts";
import { publicJson } from "../../src/server/http/handler.ts";
import { router } from "../../src/server/http/router.ts";
import { countriesSummary, listAllLocations } from "../../src/server/locations/network.ts";

const GEOGRAPHY_MAX_AGE = 3600;

export default router([
  {
    pattern: "/api/network/all-locations",
    methods: { GET: async () => publicJson(await listAllLocations(db()), GEOGRAPHY_MAX_AGE) },
  },
  {
    pattern: "/api/network/countries-summary",
    methods: { GET: async () => publicJson(await countriesSummary(db()), GEOGRAPHY_MAX_AGE) },
  },
]);

export const config: Config = { path: ["/api/network/*"] };
