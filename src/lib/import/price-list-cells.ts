// The price list's cells of an import row (docs/decisions/0194-price-list-columns.md): a price in
// rupees or "Price on request" (an empty cell says the same), and key features one per line as the
// product form takes them.
import { z } from "zod";
import { productFormMessages } from "../catalogue/product-form.ts";
import { PRICE_ON_REQUEST } from "./import-columns.ts";

/** At most this many key features, one per line, each at most this long (as the product form). */
const MAX_FEATURES = 30;
const MAX_FEATURE_LENGTH = 300;

/** Messages the tests compare against. */
export const priceListMessages = {
  price: `Price must be an amount in rupees such as 12499 or 12499.50, or "${PRICE_ON_REQUEST}" (an empty cell says the same)`,
  features: productFormMessages.features,
} as const;

// "₹ 12,499.00", "Rs. 12499", "INR 12 499": what a spreadsheet's currency formats show.
const CURRENCY = /^(?:₹|rs\.?|inr)\s*/i;
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** A price cell (already trimmed) as rupees, null for "Price on request", or undefined if wrong. */
export function priceOf(text: string): number | null | undefined {
  if (text === "" || text.toLowerCase() === PRICE_ON_REQUEST.toLowerCase()) return null;
  const amount = text.replace(CURRENCY, "").replace(/[\s,]/g, "");
  return AMOUNT.test(amount) ? Number(amount) : undefined;
}

/** A key features cell (already trimmed, \n line ends) as its lines; undefined if too long. */
export function featuresOf(text: string): string[] | undefined {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const fits = lines.length <= MAX_FEATURES && lines.every((l) => l.length <= MAX_FEATURE_LENGTH);
  return fits ? lines : undefined;
}

/** A price as the export writes it: whole rupees (12499), paise as two decimals (12499.50), or "Price on request". */
export function priceCell(price: string | number | null): string {
  if (price === null) return PRICE_ON_REQUEST;
  const amount = Number(price);
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/** Zod pieces for the import row's schema, after its own cell cleaning (`clean`). */
export const priceListFields = (clean: (value: string) => string) => ({
  price: z
    .string()
    .transform(clean)
    .transform((text, ctx) => {
      const price = priceOf(text);
      if (price === undefined) ctx.addIssue({ code: "custom", message: priceListMessages.price });
      return price ?? null;
    })
    .optional(),
  keyFeatures: z
    .string()
    .transform(clean)
    .transform((text, ctx) => {
      const lines = featuresOf(text);
      if (!lines) ctx.addIssue({ code: "custom", message: priceListMessages.features });
      return lines ?? [];
    })
    .optional(),
});
