// The rows an import created or changed (a dry run: would), row by row: each changed column with
// its value before and after, the first SHOWN_CHANGE_ROWS on screen and all listed ones in
// import_changes.csv; rows that change nothing are counted, not listed.
import {
  importChangesCsv,
  type ImportChange,
  type ImportResult,
} from "../../../lib/import/import-result.ts";
import { saveChangesFile } from "./downloads.ts";

/** How many changed rows the screen lists before "... and N more rows". */
const SHOWN_CHANGE_ROWS = 50;

// A value as the screen shows it: "(empty)" for a blank cell, one line.
const shown = (value: string) => (value === "" ? "(empty)" : value.replace(/\n/g, " ⏎ "));

function ChangedRow({ change }: { change: ImportChange }) {
  const title = `Row ${change.rowNumber}${change.productName ? ` (${change.productName})` : ""}`;
  if (change.action === "create") {
    return (
      <li>
        <span className="admin-import__change-row">{title}</span>: new product
      </li>
    );
  }
  return (
    <li>
      <span className="admin-import__change-row">{title}</span>
      <ul>
        {change.fields.map((field) => (
          <li key={field.field} className="admin-import__change">
            <span className="admin-import__change-field">{field.field}</span>{" "}
            <del aria-label={`was ${shown(field.from)}`}>{shown(field.from)}</del>
            <span aria-hidden="true"> → </span>
            <ins aria-label={`becomes ${shown(field.to)}`}>{shown(field.to)}</ins>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The changes panel of a result; nothing when no row changed anything. */
export default function ImportChanges({ result }: { result: ImportResult }) {
  const { changes, unlistedChanges, unchanged, dryRun } = result;
  const total = changes.length + unlistedChanges;
  const more = total - Math.min(changes.length, SHOWN_CHANGE_ROWS);
  return (
    <div className="admin-import__changes">
      <h3>{dryRun ? "What the import would change" : "What the import changed"}</h3>
      <p>
        {total === 0
          ? "No row changes anything."
          : `${total} row${total === 1 ? "" : "s"} ${dryRun ? "would change" : "changed"}.`}
        {unchanged > 0 &&
          ` ${unchanged} row${unchanged === 1 ? " is" : "s are"} the same as the catalogue and ${dryRun ? "would not be" : "were not"} written.`}
      </p>
      {changes.length > 0 && (
        <>
          <ol className="admin-import__change-list">
            {changes.slice(0, SHOWN_CHANGE_ROWS).map((change) => (
              <ChangedRow key={change.rowNumber} change={change} />
            ))}
          </ol>
          {more > 0 && <p>... and {more} more rows</p>}
          <button
            type="button"
            className="admin-button admin-button--secondary"
            onClick={() => saveChangesFile(importChangesCsv(changes))}
          >
            Download import_changes.csv
          </button>
        </>
      )}
    </div>
  );
}
