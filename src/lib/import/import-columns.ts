// The columns of the product import and export (document 3 §3, in that order, then the price
// list's) and the check of a file's header row: every named column must be one of them; name and
// category must be there, unless the file only updates products named by their sku or slug
// (docs/decisions/0194-price-list-columns.md).

/** The columns of document 3 §3, in its order. */
const SPEC_COLUMNS = [
  "name",
  "slug",
  "category",
  "subcategory",
  "shortDescription",
  "description",
  "specifications",
  "sku",
  "metaKeywords",
  "metaTitle",
  "metaDescription",
  "status",
  "featured",
  "image",
  "pdf",
] as const;

/** The price list's columns, after the specification's (empty price: "Price on request"). */
const PRICE_LIST_COLUMNS = ["price", "brand", "model", "keyFeatures"] as const;

/** The import file's columns: document 3 §3's, then the price list's. */
export const IMPORT_COLUMNS = [...SPEC_COLUMNS, ...PRICE_LIST_COLUMNS] as const;

/** How the import and export write a product without a price (the cell may also be left empty). */
export const PRICE_ON_REQUEST = "Price on request";

/** One import column. */
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The columns a file that adds products must have (document 3 §5: name and category are mandatory). */
const REQUIRED_COLUMNS: readonly ImportColumn[] = ["name", "category"];
/** The columns that name the product a row updates; one of them makes an update-only file. */
const KEY_COLUMNS: readonly ImportColumn[] = ["sku", "slug"];

// "shortDescription", "short_description" and "Short Description" name the same column.
const normalized = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");
const BY_NORMALIZED = new Map<string, ImportColumn>(
  IMPORT_COLUMNS.map((column) => [normalized(column), column]),
);

/** The header read: each position's column, or null for a blank header cell. */
export interface ImportHeader {
  columns: (ImportColumn | null)[];
}

/** The header row checked: the columns by position, or the problems found (to show the user). */
export function readImportHeader(
  cells: readonly string[],
): { header: ImportHeader } | { problems: string[] } {
  const columns: (ImportColumn | null)[] = [];
  const unknown: string[] = [];
  const repeated = new Set<ImportColumn>();
  for (const cell of cells) {
    const text = cell.replace(/^\uFEFF/, "").trim();
    const column = text === "" ? null : (BY_NORMALIZED.get(normalized(text)) ?? null);
    if (text !== "" && !column) unknown.push(text);
    if (column && columns.includes(column)) repeated.add(column);
    columns.push(column);
  }
  const problems: string[] = [];
  if (unknown.length > 0) {
    problems.push(
      `Unknown column${unknown.length > 1 ? "s" : ""}: ${unknown.map((name) => `"${name}"`).join(", ")}. The columns are: ${IMPORT_COLUMNS.join(", ")}`,
    );
  }
  for (const column of repeated) problems.push(`The column "${column}" appears more than once`);
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  const updatesOnly = KEY_COLUMNS.some((column) => columns.includes(column));
  if (missing.length > 0 && !updatesOnly && unknown.length === 0) {
    problems.push(
      `The first row must name the columns; ${missing.map((c) => `"${c}"`).join(" and ")} ${missing.length > 1 ? "are" : "is"} missing (a file without name and category only updates products, found by a "sku" or "slug" column). The columns are: ${IMPORT_COLUMNS.join(", ")}`,
    );
  }
  return problems.length > 0 ? { problems } : { header: { columns } };
}

/**
 * The cells of a data row by column name: only the file's columns are present (an absent column
 * leaves a product's stored value alone). Null when a cell sits under a blank header cell: the
 * rule "no empty columns at the end" (document 3 §5) is then broken.
 */
export function cellsByColumn(
  header: ImportHeader,
  cells: readonly string[],
): Partial<Record<ImportColumn, string>> | null {
  const values: Partial<Record<ImportColumn, string>> = {};
  for (const [index, cell] of cells.entries()) {
    const column = header.columns[index];
    if (column) values[column] = cell;
    else if (cell.trim() !== "") return null;
  }
  for (const column of header.columns) if (column) values[column] ??= "";
  return values;
}
