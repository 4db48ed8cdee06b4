// The query string of GET /api/compare (the compare page's one read): ?products=a,b,c, one to
// four product slugs. As every catalogue read (docs/decisions/0017-catalogue-api.md), a query
// past the limit is refused, not cut; a slug named twice is answered once.
import { z } from "zod";
import { isProductSlug, MAX_COMPARED } from "./compare-address.ts";

/** The messages of the check (tests compare against them). */
export const compareQueryMessages = {
  products: `products must name 1 to ${MAX_COMPARED} products by slug, separated by commas`,
  slug: "Product slug must be lowercase letters, digits and hyphens",
} as const;

/** ?products=a,b,c: the slugs, each once, in the order given. */
export const compareQuery = z.object({
  products: z
    .string({ error: compareQueryMessages.products })
    .max(1000, compareQueryMessages.products)
    .transform((text) => [
      ...new Set(
        text
          .split(",")
          .map((slug) => slug.trim())
          .filter((slug) => slug !== ""),
      ),
    ])
    .pipe(
      z
        .array(
          z
            .string()
            .max(200, compareQueryMessages.slug)
            .refine(isProductSlug, compareQueryMessages.slug),
        )
        .min(1, compareQueryMessages.products)
        .max(MAX_COMPARED, compareQueryMessages.products),
    ),
});
