// The file's rows checked in file order, as the import reaches them: each
// row on its own (checkSheetRow), then against the rows before it, since a later row with the slug
// or SKU of an earlier one would silently overwrite it (a refused row is checked too, so that all
// its problems are listed at once). The next batch's rows can be checked in
// the background, in short slices, while the database writes this one: the checks (about 0.3 s of
// a 10,000-row file) then no longer wait for the database, nor the database for them.
import { checkSheetRow, type ImportSheet, type NumberedRow } from "./read-import-file.ts";

// Rows checked per turn of the event loop: short enough to leave the database's answers waiting
// a millisecond or two at most.
const SLICE = 50;

/** The sheet's rows, checked up to where the import has asked. */
export class CheckedRows {
  readonly #sheet: ImportSheet;
  readonly #checked: NumberedRow[] = [];
  readonly #seen = { slug: new Map<string, number>(), sku: new Map<string, number>() };

  constructor(sheet: ImportSheet) {
    this.#sheet = sheet;
  }

  get total(): number {
    return this.#sheet.rows.length;
  }

  /** Rows `start` to `end` (exclusive), checked now if they are not yet. */
  slice(start: number, end: number): NumberedRow[] {
    this.#checkUpTo(end);
    return this.#checked.slice(start, end);
  }

  /** Checks the rows up to `end` a slice at a time between other work; never rejects. */
  async checkAhead(end: number): Promise<void> {
    while (this.#checked.length < Math.min(end, this.total)) {
      await new Promise((resolve) => setImmediate(resolve));
      try {
        this.#checkUpTo(Math.min(end, this.#checked.length + SLICE));
      } catch {
        return; // slice() meets the error again, where the import handles it
      }
    }
  }

  #checkUpTo(end: number): void {
    const rows = this.#sheet.rows;
    while (this.#checked.length < Math.min(end, rows.length)) {
      const row = rows[this.#checked.length]!;
      this.#checked.push(this.#refuseRepeat(checkSheetRow(this.#sheet.header, row)));
    }
  }

  // The row, or its refusal, with every earlier row of the file that has its slug or SKU: the
  // slug and SKU of each row that passed are remembered (a refused row writes nothing).
  #refuseRepeat(item: NumberedRow): NumberedRow {
    const keys = item.ok ? item.row : item.keys;
    const repeats: string[] = [];
    for (const key of ["slug", "sku"] as const) {
      const value = keys?.[key];
      const first = value ? this.#seen[key].get(value) : undefined;
      if (first !== undefined) {
        repeats.push(
          `Row ${first} of this file has the same ${key === "slug" ? "slug" : "SKU"} "${value}"`,
        );
      }
    }
    if (item.ok && repeats.length === 0) {
      if (item.row.slug) this.#seen.slug.set(item.row.slug, item.rowNumber);
      if (item.row.sku) this.#seen.sku.set(item.row.sku, item.rowNumber);
      return item;
    }
    if (repeats.length === 0) return item;
    return item.ok
      ? {
          ok: false,
          productName: item.row.name ?? item.row.sku ?? "",
          errors: repeats,
          keys: item.row,
          rowNumber: item.rowNumber,
        }
      : { ...item, errors: [...item.errors, ...repeats] };
  }
}
