// Prices in rupees with Indian digit grouping (₹1,23,456), as listings and product pages show them.

/** The text shown instead of a price the catalogue does not give (document 2 §9). */
export const PRICE_ON_REQUEST = "Price on Request";

const rupees = new Intl.NumberFormat("en-IN", {
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const rupeesAndPaise = new Intl.NumberFormat("en-IN", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Whether a product has a price to show: zero counts as none, a ₹0 printer is a missing price. */
export function hasPrice(price: number | null | undefined): price is number {
  return typeof price === "number" && Number.isFinite(price) && price > 0;
}

/** The price as shown to visitors: "₹32,500", "₹1,23,456.50", or "Price on Request". */
export function formatPrice(price: number | null | undefined): string {
  if (!hasPrice(price)) return PRICE_ON_REQUEST;
  const format = Number.isInteger(price) ? rupees : rupeesAndPaise;
  return `₹${format.format(price)}`;
}
