// The location and SEO answers the demo pages show, checked at the boundary with zod/mini.
import * as z from "zod/mini";
import { apiGet } from "../../lib/api-client.ts";

/** The preset cities of the demo pages (document 2 §2.12, §9): Mumbai, Pune, Houston, New York. */
export const DEMO_CITY_IDS = [859, 867, 1, 2] as const;

const cityLocation = z.object({
  id: z.number(),
  city: z.string(),
  slug: z.string(),
  state: z.string(),
  country: z.string(),
  country_code: z.string(),
});

/** A city as /api/locations/city/{id} answers it (the fields the demo shows). */
export type DemoCity = z.infer<typeof cityLocation>;

const seoAnswer = z.object({
  location: z.object({ city: z.string(), state: z.string(), country: z.string() }),
  seo: z.object({
    title: z.nullish(z.string()),
    description: z.nullish(z.string()),
    keywords: z.nullish(z.string()),
    h1: z.nullish(z.string()),
    structured_data: z.unknown(),
  }),
});

/** The SEO answer of /api/location-seo/{cityId}. */
export type DemoSeo = z.infer<typeof seoAnswer>;

const contentAnswer = z.object({ content: z.record(z.string(), z.nullish(z.string())) });

/** One city by id. */
export function fetchCity(id: number, signal?: AbortSignal): Promise<DemoCity> {
  return apiGet(`/api/locations/city/${id}`, { signal, parse: (body) => cityLocation.parse(body) });
}

/** The SEO texts and the page content keys of one city. */
export async function fetchSeoAndContent(id: number, signal?: AbortSignal) {
  const [seo, content] = await Promise.all([
    apiGet(`/api/location-seo/${id}`, { signal, parse: (body) => seoAnswer.parse(body) }),
    apiGet(`/api/location-content/${id}`, {
      signal,
      parse: (body) => contentAnswer.parse(body).content,
    }),
  ]);
  return { seo, content };
}
