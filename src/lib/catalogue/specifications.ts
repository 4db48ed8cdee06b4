// The Technical Details table of a product page (document 2 §2.1), parsed from the free-text
// specifications an admin types or imports: one "Label: value" per line.

/** One row of the Technical Details table. */
export interface SpecificationRow {
  label: string;
  value: string;
}

/** What a row shows when its value is empty (document 2 §2.1). */
const EMPTY_SPEC_VALUE = "-";

function row(text: string): SpecificationRow {
  const colon = text.indexOf(":");
  const label = (colon < 0 ? text : text.slice(0, colon)).trim();
  const value = colon < 0 ? "" : text.slice(colon + 1).trim();
  return { label, value: value === "" ? EMPTY_SPEC_VALUE : value };
}

// "Media width: 15 mm; Roll diameter: 127 mm" is two rows, but "Interfaces: USB; Ethernet" is
// one: a semicolon part without a colon of its own continues the value before it.
function parts(line: string): string[] {
  const out: string[] = [];
  for (const part of line.split(";")) {
    if (part.trim() === "") continue;
    const previous = out.length - 1;
    if (previous >= 0 && !part.includes(":")) out[previous] = `${out[previous]};${part}`;
    else out.push(part);
  }
  return out;
}

/**
 * The rows of a specifications text: one per line, split at the first colon; a line with
 * semicolons gives a row per "label: value" part; blank lines are skipped; a line without a
 * colon becomes a row with that text as its label and a dash as its value.
 */
export function parseSpecifications(text: string | null | undefined): SpecificationRow[] {
  if (!text) return [];
  return text
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim() !== "")
    .flatMap((line) => parts(line).map(row));
}
