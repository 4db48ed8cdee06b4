// The result of an import (document 3 §2.10, §3, §8): the summary, what it changed row by row
// (ImportChanges), the first ten refused rows with "... and N more errors", and import_errors.csv
// of all of them.
import {
  importErrorsCsv,
  moreErrorsLine,
  SHOWN_IMPORT_ERRORS,
  type ImportResult,
} from "../../../lib/import/import-result.ts";
import { saveErrorsFile } from "./downloads.ts";
import ImportChanges from "./ImportChanges.tsx";

/** The results panel. */
export default function ImportResults({ result }: { result: ImportResult }) {
  const { successful, total, failed, created, updated, unchanged, dryRun } = result;
  const more = moreErrorsLine(failed.length);
  return (
    <section className="admin-import__results" aria-labelledby="import-results-title">
      <h2 id="import-results-title">{dryRun ? "Dry run results" : "Import results"}</h2>
      <p role="status">
        {dryRun
          ? `${successful} of ${total} products would be imported; nothing was written.`
          : `${successful} of ${total} products imported successfully.`}
      </p>
      <dl className="admin-import__counts">
        <div>
          <dt>New</dt>
          <dd>{created}</dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>{updated}</dd>
        </div>
        <div>
          <dt>Unchanged</dt>
          <dd>{unchanged}</dd>
        </div>
        <div>
          <dt>Failed</dt>
          <dd>{failed.length}</dd>
        </div>
      </dl>
      <ImportChanges result={result} />
      {failed.length > 0 && (
        <div className="admin-import__errors">
          <h3>Errors</h3>
          <ul>
            {failed.slice(0, SHOWN_IMPORT_ERRORS).map((row) => (
              <li key={row.rowNumber}>
                Row {row.rowNumber}
                {row.productName ? ` (${row.productName})` : ""}: {row.error}
              </li>
            ))}
          </ul>
          {more && <p>{more}</p>}
          <button
            type="button"
            className="admin-button admin-button--secondary"
            onClick={() => saveErrorsFile(importErrorsCsv(failed))}
          >
            Download import_errors.csv
          </button>
        </div>
      )}
    </section>
  );
}
