// Writing CSV (RFC 4180) for the product export, the import sample and the import errors file.
// Cells that a spreadsheet would run as a formula get a leading apostrophe (OWASP "CSV injection");
// the import removes exactly that apostrophe again, so an export re-imports unchanged.

// "=SUM(…)", "@cmd", "+cmd", "-cmd" run in Excel; "-5", "+91 …" and "- a list item" do not.
const FORMULA_START = /^(?:[=@\t\r]|[+-][^\d\s])/;

/** The cell as written to a file: formula-like text is kept as text with a leading apostrophe. */
export function defuseFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** The cell as it was before defuseFormula. */
export function restoreFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

function quoted(cell: string): string {
  const text = defuseFormula(cell);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV text: CRLF between rows (as Excel writes), multi-line cells quoted. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quoted).join(",")).join("\r\n") + "\r\n";
}
