// Writing CSV (RFC 4180) for the product export, the import sample and the import errors file.
// Every cell passes the formula guard (formula-guard.ts) first.
import { defuseFormula } from "./formula-guard.ts";

function quoted(cell: string): string {
  const text = defuseFormula(cell);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV text: CRLF between rows (as Excel writes), multi-line cells quoted. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quoted).join(",")).join("\r\n") + "\r\n";
}
