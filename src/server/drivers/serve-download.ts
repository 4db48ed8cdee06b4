// GET /api/drivers/{id}/download?token=…: the driver's file, only for a genuine, unexpired token
// earned for that driver by a download request (document 2 §7); anything else is a 403.
import type { Sql } from "../db/client.ts";
import { HttpError } from "../http/errors.ts";
import type { Storage } from "../storage/storage.ts";
import { verifyDownloadToken } from "./download-token.ts";
import { getDriverFile } from "./drivers.ts";

/** What driverFileResponse needs. */
export interface ServeDeps {
  sql: Sql;
  storage: Storage;
  signingSecret: string;
}

const forbidden = () =>
  new HttpError(
    403,
    "forbidden",
    "This download link is not valid or has expired. Please submit the download request again.",
  );

// A header-safe file name: the stored one is ASCII already; anything else becomes "_".
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\w.-]/g, "_")}"`;

/** The file as an attachment; HttpError 403 for a bad token, 404 when the driver or file is gone. */
export async function driverFileResponse(
  deps: ServeDeps,
  driverId: number,
  token: string | null,
): Promise<Response> {
  if (!token || !verifyDownloadToken(deps.signingSecret, token, driverId)) throw forbidden();
  const driver = await getDriverFile(deps.sql, driverId);
  const stored = driver?.filePath ? await deps.storage.get("private", driver.filePath) : null;
  if (!driver || !stored) throw new HttpError(404, "not_found", "Driver file not found");
  const fileName = driver.fileName ?? driver.filePath!.split("/").pop()!;
  // Storage reads into plain ArrayBuffers (never shared ones), which a Response body accepts.
  return new Response(stored.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "content-type": "application/octet-stream",
      "content-disposition": attachment(fileName),
      "content-length": String(stored.bytes.length),
      "cache-control": "private, no-store",
    },
  });
}
