// A product's Key Features (document 2 §3): stored as a JSON array, but imports and older rows may
// hand over the array as a JSON string, or a plain list typed one feature per line.

function clean(items: readonly unknown[]): string[] {
  return items
    .filter((item): item is string | number => typeof item === "string" || typeof item === "number")
    .map((item) => String(item).trim())
    .filter((item) => item !== "");
}

function fromText(text: string): string[] {
  const trimmed = text.trim();
  if (!trimmed.startsWith("[")) return clean(trimmed.split(/\r\n|\r|\n/));
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return Array.isArray(parsed) ? clean(parsed) : [];
  } catch {
    // A broken JSON array cannot be split into features reliably: show none rather than garbage.
    return [];
  }
}

/** The feature list of a product: an array, a JSON string of an array, lines of text, or nothing. */
export function parseFeatures(features: unknown): string[] {
  if (Array.isArray(features)) return clean(features);
  if (typeof features === "string") return fromText(features);
  return [];
}
