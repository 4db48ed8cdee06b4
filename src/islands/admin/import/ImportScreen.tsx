// /admin/import (document 3 §2.10, §5, §8): the server status, instructions, the sample files and
// the export, a drop zone with the file rules, a real progress bar (the upload, then the server's
// rows) and the results.
import { useId, useState, type DragEvent } from "react";
import { IMPORT_COLUMNS, PRICE_ON_REQUEST } from "../../../lib/import/import-columns.ts";
import { importFileMessages, importFileProblem } from "../../../lib/import/import-file.ts";
import { downloadExport, downloadSampleWorkbook } from "./downloads.ts";
import ImportProgress from "./ImportProgress.tsx";
import ImportResults from "./ImportResults.tsx";
import { SERVER_STATUS_TEXTS, useServerStatus } from "./server-status.ts";
import { useImport } from "./useImport.ts";

const RULES = [
  `The first row names the columns: ${IMPORT_COLUMNS.join(", ")}.`,
  "name and category are mandatory; category, subcategory and brand are given by their names (a brand must already exist).",
  "status must be active or inactive; featured must be true or false.",
  `price is in rupees (12499 or 12499.50); "${PRICE_ON_REQUEST}" or an empty cell shows Price on Request. keyFeatures: one per line.`,
  "A product already in the catalogue (same slug, else same SKU) is updated, never duplicated; columns the file leaves out are kept.",
  "To change prices only, a file with just sku and price is enough: it updates those products and adds none.",
  "Leave no empty columns at the end. CSV or Excel (.csv, .xlsx, .xls), under 20MB. Tick Dry run to see every change first.",
];

/** The upload button's words: a dry run checks the file and writes nothing, so it says so. */
function buttonText(dryRun: boolean, busy: boolean): string {
  if (dryRun) return busy ? "Checking..." : "Check File (dry run)";
  return busy ? "Importing..." : "Upload and Import";
}

/** The screen. */
export default function ImportScreen() {
  const id = useId();
  const status = useServerStatus();
  const { state, start } = useImport();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dryRun, setDryRun] = useState(false);
  const [dragging, setDragging] = useState(false);
  const busy = state.phase === "uploading" || state.phase === "importing";

  // A refused file is not kept: the drop zone goes back to its invitation, the message says why.
  const choose = (chosen: File | null) => {
    const refusal = chosen ? importFileProblem(chosen) : null;
    setFile(refusal ? null : chosen);
    setProblem(refusal);
  };
  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0] ?? null);
  };
  const upload = () => {
    const found = importFileProblem(file);
    if (found) return setProblem(found);
    if (status !== "online") return setProblem(importFileMessages.serverOffline);
    setProblem(null);
    void start(file!, dryRun);
  };

  return (
    <section className="admin-screen admin-import" aria-labelledby="import-title">
      <header className="admin-screen__header">
        <h1 id="import-title">Bulk Import Products</h1>
        <p className={`admin-import__status admin-import__status--${status}`} role="status">
          <span aria-hidden="true" className="admin-import__dot" />
          {SERVER_STATUS_TEXTS[status]}
        </p>
      </header>

      <div className="admin-import__panels">
        <section className="admin-import__panel" aria-labelledby={`${id}-how`}>
          <h2 id={`${id}-how`}>Instructions</h2>
          <ol>
            {RULES.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </section>
        <section className="admin-import__panel" aria-labelledby={`${id}-files`}>
          <h2 id={`${id}-files`}>Sample files and export</h2>
          <p>Start from a sample: it holds two products with multi-line specifications.</p>
          <div className="admin-import__buttons">
            <a
              className="admin-button admin-button--secondary"
              href="/samples/sample_products.csv"
              download="sample_products.csv"
            >
              Download CSV Sample
            </a>
            <button
              type="button"
              className="admin-button admin-button--secondary"
              onClick={() => void downloadSampleWorkbook()}
            >
              Download Excel Sample
            </button>
            <button type="button" className="admin-button" onClick={() => void downloadExport()}>
              Export All Products
            </button>
          </div>
        </section>
      </div>

      <section className="admin-import__panel" aria-labelledby={`${id}-upload`}>
        <h2 id={`${id}-upload`}>Upload file</h2>
        <label
          className={`admin-import__drop${dragging ? " admin-import__drop--over" : ""}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <span className="admin-import__drop-title">
            {file ? file.name : "Drag and drop your file here, or click to choose"}
          </span>
          <span className="admin-import__drop-hint">
            CSV or Excel (.csv, .xlsx, .xls), under 20MB
          </span>
          <input
            type="file"
            className="visually-hidden"
            accept=".csv,.xlsx,.xls,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => {
              choose(event.target.files?.[0] ?? null);
              // Emptied so that choosing the same file again (after fixing it) is seen as a change.
              event.target.value = "";
            }}
            disabled={busy}
          />
        </label>
        {problem && (
          <p className="af-error" id={`${id}-problem`} role="alert">
            {problem}
          </p>
        )}
        <label className="af-check">
          <input
            type="checkbox"
            checked={dryRun}
            onChange={(event) => setDryRun(event.target.checked)}
            disabled={busy}
          />
          <span>Dry run: check the file and report, without writing anything</span>
        </label>
        <div className="admin-import__buttons">
          <button type="button" className="admin-button" onClick={upload} disabled={busy}>
            {buttonText(dryRun, busy)}
          </button>
        </div>
        <ImportProgress state={state} />
      </section>

      {state.phase === "done" && <ImportResults result={state.result} />}
    </section>
  );
}
