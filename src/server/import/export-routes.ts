// The handlers of the export and the sample workbook (document 3 §7.3), registered by
// netlify/functions/products.mts and import.mts.
import { exportFileName } from "../../lib/import/import-result.ts";
import { staffOnly } from "../auth/guard.ts";
import { db } from "../db/client.ts";
import type { RouteHandler } from "../http/function-app.ts";
import { storagePathFor } from "../storage/safe-file-name.ts";
import { serverStorage } from "../storage/server-storage.ts";
import { exportCsv, listExportRows } from "./export-products.ts";
import { sampleWorkbook } from "./sample-workbook.ts";

/** GET /api/import/sample-excel: sample_products.xlsx (no secrets in it: open to anyone). */
export const sampleExcel: RouteHandler = async () =>
  new Response(sampleWorkbook() as BodyInit, {
    headers: {
      "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "content-disposition": 'attachment; filename="sample_products.xlsx"',
      "cache-control": "public, max-age=3600",
    },
  });

/** Larger exports are stored and fetched through a signed link (a function answers ≤ 6 MB). */
const EXPORT_DIRECT_MAX_BYTES = 5 * 1024 * 1024;

/** The media type of a CSV export (the enquiries' export also writes .xlsx). */
const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

/** The export's answer: the file itself, or past `directMax` a 303 to a signed link to it. */
export async function exportResponse(
  file: Uint8Array,
  name: string,
  directMax = EXPORT_DIRECT_MAX_BYTES,
  contentType = CSV_CONTENT_TYPE,
): Promise<Response> {
  if (file.byteLength > directMax) {
    const storage = serverStorage();
    const path = storagePathFor("exports", name);
    await storage.put("private", path, file, contentType);
    const url = await storage.createSignedDownloadUrl("private", path, 600);
    return new Response(null, {
      status: 303,
      headers: { location: url, "cache-control": "no-store" },
    });
  }
  return new Response(file as BodyInit, {
    headers: {
      "content-type": contentType,
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "no-store",
    },
  });
}

/** GET /api/products/export: every product as products_export_{date}.csv. */
export const exportProducts = staffOnly(async () => {
  // The byte order mark makes Excel read the file as UTF-8 (names with accents, "₹").
  const csv = new TextEncoder().encode(`\uFEFF${exportCsv(await listExportRows(db()))}`);
  return exportResponse(csv, exportFileName());
});
