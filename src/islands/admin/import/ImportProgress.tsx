// The import's progress bar: the share of the file sent, then the share of its rows the server
// has done (its own count, not an estimate); the failure of an upload in words.
import type { ImportState } from "./useImport.ts";

/** The bar and its line, or the failure; nothing while idle or done. */
export default function ImportProgress({ state }: { state: ImportState }) {
  if (state.phase === "failed") {
    return (
      <p className="admin-import__failure" role="alert">
        {state.message}
      </p>
    );
  }
  if (state.phase !== "uploading" && state.phase !== "importing") return null;
  const uploading = state.phase === "uploading";
  const value = uploading ? state.fraction : state.total > 0 ? state.processed / state.total : 0;
  const line = uploading
    ? `Uploading file... ${Math.round(state.fraction * 100)}%`
    : `Importing rows: ${state.processed} of ${state.total}`;
  return (
    <div className="admin-import__progress">
      <progress max={1} value={value} aria-label={uploading ? "Upload" : "Import"} />
      <p aria-live="polite">{line}</p>
    </div>
  );
}
