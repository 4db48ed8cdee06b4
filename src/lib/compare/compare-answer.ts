// The compare API's answer as the compare page reads it, checked by hand (response-checks.ts):
// the products found, in the order asked, and the slugs that name no product on sale.
import { arrayOf, nullable, number, object, string, type Checked } from "../response-checks.ts";
/** Checks one product of the answer. */
const compareProduct = object({
  slug: string,
  name: string,
  brand: nullable(string),
  model: nullable(string),
  price: nullable(number),
  image: nullable(string),
  features: arrayOf(string),
  specifications: nullable(string),
});

/** Checks GET /api/compare's answer. */
export const compareAnswer = object({
  products: arrayOf(compareProduct),
  missing: arrayOf(string),
});

/** One product as the compare API answers it. */
export type CompareProduct = Checked<typeof compareProduct>;

/** GET /api/compare's answer. */
export type CompareAnswer = Checked<typeof compareAnswer>;
