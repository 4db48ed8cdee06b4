// The location and SEO answers the demo pages show, checked at the boundary by hand-written
// checks (response-checks.ts), which keep zod out of the page's scripts.
import {
  nullish,
  number,
  object,
  recordOf,
  string,
  unknown,
  type Checked,
} from "../../lib/response-checks.ts";
import { apiGet } from "../../lib/api-client.ts";

/** The preset cities of the demo pages (document 2 §2.12, §9): Mumbai, Pune, Houston, New York. */
export const DEMO_CITY_IDS = [859, 867, 1, 2] as const;

const cityLocation = object({
  id: number,
  city: string,
  slug: string,
  state: string,
  country: string,
  country_code: string,
});

/** A city as /api/locations/city/{id} answers it (the fields the demo shows). */
export type DemoCity = Checked<typeof cityLocation>;

const seoResponse = object({
  location: object({ city: string, state: string, country: string }),
  seo: object({
    title: nullish(string),
    description: nullish(string),
    keywords: nullish(string),
    h1: nullish(string),
    structured_data: unknown,
  }),
});

/** The SEO answer of /api/location-seo/{cityId}. */
export type DemoSeo = Checked<typeof seoResponse>;

const contentResponse = object({ content: recordOf(nullish(string)) });

/** One city by id. */
export function fetchCity(id: number, signal?: AbortSignal): Promise<DemoCity> {
  return apiGet(`/api/locations/city/${id}`, { signal, parse: (body) => cityLocation(body) });
}

/** The SEO texts and the page content keys of one city. */
export async function fetchSeoAndContent(id: number, signal?: AbortSignal) {
  const [seo, content] = await Promise.all([
    apiGet(`/api/location-seo/${id}`, { signal, parse: (body) => seoResponse(body) }),
    apiGet(`/api/location-content/${id}`, {
      signal,
      parse: (body) => contentResponse(body).content,
    }),
  ]);
  return { seo, content };
}
