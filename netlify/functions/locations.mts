// GET /api/locations/*: the location picker's countries, states and cities, one city's details and
// the city search (document 1 §7, document 3 §7.4). Geography rarely changes: caches keep it an hour.
import type { Config } from "@netlify/functions";
import { db } from "../../src/server/db/client.ts";
import { publicJson } from "../../src/server/http/handler.ts";
import { router } from "../../src/server/http/router.ts";
import { queryOf } from "../../src/lib/catalogue-query.ts";
import {
  cityIdParams,
  citySearchQuery,
  countryIdParams,
  stateIdParams,
} from "../../src/server/locations/location-params.ts";
import {
  getCity,
  listCities,
  listCountries,
  listStates,
  searchCities,
} from "../../src/server/locations/locations.ts";

const GEOGRAPHY_MAX_AGE = 3600;
const SEARCH_MAX_AGE = 300;

export default router([
  {
    pattern: "/api/locations/countries",
    methods: { GET: async () => publicJson(await listCountries(db()), GEOGRAPHY_MAX_AGE) },
  },
  {
    pattern: "/api/locations/states/:countryId",
    methods: {
      GET: async (_req, params) =>
        publicJson(
          await listStates(db(), countryIdParams.parse(params).countryId),
          GEOGRAPHY_MAX_AGE,
        ),
    },
  },
  {
    pattern: "/api/locations/cities/:stateId",
    methods: {
      GET: async (_req, params) =>
        publicJson(await listCities(db(), stateIdParams.parse(params).stateId), GEOGRAPHY_MAX_AGE),
    },
  },
  {
    pattern: "/api/locations/city/:cityId",
    methods: {
      GET: async (_req, params) =>
        publicJson(await getCity(db(), cityIdParams.parse(params).cityId), GEOGRAPHY_MAX_AGE),
    },
  },
  {
    pattern: "/api/locations/search",
    methods: {
      GET: async (req) => {
        const { q, limit } = citySearchQuery.parse(queryOf(req.url));
        return publicJson(await searchCities(db(), q, limit), SEARCH_MAX_AGE);
      },
    },
  },
]);

export const config: Config = { path: ["/api/locations/*"] };
