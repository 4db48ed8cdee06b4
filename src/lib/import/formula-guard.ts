// The one guard against spreadsheet formulas in the files we write (OWASP "CSV injection"): the
// product export, the import sample (CSV and Excel) and import_errors.csv. A spreadsheet evaluates
// a cell that starts with = + - @, a tab, a carriage return or a line feed, whatever follows:
// Excel runs "+1+cmd|' /C calc'!A0" as "=1+cmd|…"; spreadsheets with East Asian input read the
// full-width ＝ ＋ － ＠ as those signs too. Such a cell is written with a leading apostrophe, which
// keeps it text; the import removes exactly that apostrophe again, so a file re-imports unchanged.

const EVALUATED_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;
// "-5", "+12.50": a spreadsheet reads these as numbers, and nothing can run in a number.
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/;

function evaluated(text: string): boolean {
  return EVALUATED_START.test(text) && !PLAIN_NUMBER.test(text);
}

// Text that already starts with apostrophes before such a cell gets one more as well, so that
// restoreFormula, which removes one, gives back exactly what was written.
function needsGuard(cell: string): boolean {
  return evaluated(cell.replace(/^'+/, ""));
}

/** The cell as written to a file: text a spreadsheet would evaluate gets a leading apostrophe. */
export function defuseFormula(cell: string): string {
  return needsGuard(cell) ? `'${cell}` : cell;
}

/** The cell as it was before defuseFormula (an imported cell: the guard removed). */
export function restoreFormula(cell: string): string {
  return cell.startsWith("'") && needsGuard(cell.slice(1)) ? cell.slice(1) : cell;
}
