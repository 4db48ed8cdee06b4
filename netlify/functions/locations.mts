// GET /api/locations/*: the location picker's countries, states and cities, one city's details,
// the city search (document 1 §7, document 3 §7.4), and where the visitor is (/detect, document 1
// §4). Geography rarely changes: caches keep it an hour; a detection is the visitor's own, never cached.
import type { Config } from "@netlify/functions";
import { db } from "../../src/server/db/client.ts";
import { privateJson, publicJson } from "../../src/server/http/handler.ts";
import { functionApp } from "../../src/server/http/function-app.ts";
import { queryOf } from "../../src/lib/catalogue/catalogue-query.ts";
import {
  cityIdParams,
  citySearchQuery,
  countryIdParams,
  detectQuery,
  stateIdParams,
} from "../../src/server/locations/location-params.ts";
import {
  getCity,
  listCities,
  listCountries,
  listStates,
  searchCities,
} from "../../src/server/locations/locations.ts";
import { locationFromGeo, nearestCity, platformGeo } from "../../src/server/locations/detect.ts";

const GEOGRAPHY_MAX_AGE = 3600;
const SEARCH_MAX_AGE = 300;

export default functionApp([
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
    pattern: "/api/locations/detect",
    methods: {
      GET: async (req, _params, context) => {
        const { lat, lng } = detectQuery.parse(queryOf(req.url));
        const location =
          lat !== undefined && lng !== undefined
            ? await nearestCity(db(), { latitude: lat, longitude: lng })
            : await locationFromGeo(db(), platformGeo.parse(context.geo ?? {}));
        return privateJson({ location });
      },
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
