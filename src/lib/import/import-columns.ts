// The columns of the product import and export (document 3 §3, in that order) and the check of a
// file's header row: every named column must be one of them, name and category must be there.

/** The import file's columns, in the order of document 3 §3. */
export const IMPORT_COLUMNS = [
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

/** One import column. */
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The columns every file must have (document 3 §5: name and category are mandatory). */
const REQUIRED_COLUMNS: readonly ImportColumn[] = ["name", "category"];

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
  if (missing.length > 0 && unknown.length === 0) {
    problems.push(
      `The first row must name the columns; ${missing.map((c) => `"${c}"`).join(" and ")} ${missing.length > 1 ? "are" : "is"} missing. The columns are: ${IMPORT_COLUMNS.join(", ")}`,
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
