// The import screen's downloads: the sample workbook, the export of every product and the
// errors and changes of the last import, each saved under the file name document 3 gives it.
import {
  exportFileName,
  IMPORT_CHANGES_FILE_NAME,
  IMPORT_ERRORS_FILE_NAME,
} from "../../../lib/import/import-result.ts";

/** The spec's alerts (document 3 §8). */
export const downloadMessages = {
  sampleFailed: "Failed to download sample Excel file",
  exportFailed: "Failed to export products",
} as const;

/** Saves `blob` as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// Fetches a file of the site and saves it; false when it could not be had.
async function download(path: string, name: string): Promise<boolean> {
  try {
    const response = await fetch(path, { credentials: "same-origin" });
    if (!response.ok) return false;
    saveBlob(await response.blob(), name);
    return true;
  } catch {
    return false;
  }
}

/** sample_products.xlsx from GET /api/import/sample-excel; alerts when it fails. */
export async function downloadSampleWorkbook(): Promise<void> {
  if (!(await download("/api/import/sample-excel", "sample_products.xlsx"))) {
    window.alert(downloadMessages.sampleFailed);
  }
}

/** Every product as products_export_{date}.csv; alerts when it fails. */
export async function downloadExport(): Promise<void> {
  if (!(await download("/api/products/export", exportFileName()))) {
    window.alert(downloadMessages.exportFailed);
  }
}

/** import_errors.csv of the failed rows. */
export function saveErrorsFile(csv: string): void {
  saveBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), IMPORT_ERRORS_FILE_NAME);
}

/** import_changes.csv of the changed rows. */
export function saveChangesFile(csv: string): void {
  saveBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), IMPORT_CHANGES_FILE_NAME);
}
