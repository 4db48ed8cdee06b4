// Filling {placeholders} in a label. Apart from dictionary.ts so islands use it without bringing
// the English dictionary along.

/** A text with its {placeholders} filled in; unknown placeholders are left as they are. */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
