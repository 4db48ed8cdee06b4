// How the inbox words an enquiry's parts: its products in brief, and when it was received.

/** A product of an enquiry, as the list and the detail name it. */
export interface NamedProduct {
  name: string;
  quantity: number | null;
}

/** The first `shown` products with their quantities, then how many more ("" for none). */
export function productsInBrief(products: readonly NamedProduct[], shown = 2): string {
  const named = products
    .slice(0, shown)
    .map((product) =>
      product.quantity === null ? product.name : `${product.name} × ${product.quantity}`,
    );
  const more = products.length - named.length;
  return more > 0 ? `${named.join(", ")} and ${more} more` : named.join(", ");
}

const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** A moment as staff read it: the date and time in India (where the business is). */
export const receivedAt = (iso: string) => dateTime.format(new Date(iso));

// A changed value as the history shows it: the status labels for statuses, "nobody" for none.
function shownValue(value: unknown, labels: Readonly<Record<string, string>>): string {
  if (value === null || value === undefined || value === "") return "nobody";
  if (typeof value === "object") {
    const named = (value as { name?: unknown }).name;
    return typeof named === "string" ? named : JSON.stringify(value);
  }
  const text = String(value);
  return labels[text] ?? text;
}

/**
 * The lines of one history entry's changes: "status: New → Contacted" for a field given as
 * {from, to} or [from, to], "field: value" otherwise. `labels` words known values (statuses).
 */
export function describeChanges(
  changes: unknown,
  labels: Readonly<Record<string, string>> = {},
): string[] {
  if (typeof changes !== "object" || changes === null || Array.isArray(changes)) return [];
  return Object.entries(changes).map(([field, change]) => {
    const pair = Array.isArray(change)
      ? change
      : typeof change === "object" && change !== null && "to" in change
        ? [(change as { from?: unknown }).from, (change as { to: unknown }).to]
        : null;
    if (pair && pair.length === 2) {
      return `${field}: ${shownValue(pair[0], labels)} → ${shownValue(pair[1], labels)}`;
    }
    return `${field}: ${shownValue(change, labels)}`;
  });
}
