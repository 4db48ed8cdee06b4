// Takes a download request: rate limit per address, check the driver and the receipt, store the
// receipt privately and the request, mail staff and the visitor, and issue the download token.
// Nothing is half-written: a failed insert removes the stored receipt; a failed mail loses nothing
// (the request is stored and the visitor still gets the download).
import type { DriverRequest } from "../../lib/driver-request.ts";
import { consumeRateLimit, type RateLimit } from "../contact/rate-limit.ts";
import type { Sql } from "../db/client.ts";
import { HttpError } from "../http/errors.ts";
import type { Mailer, MailMessage } from "../mail/mail.ts";
import { storagePathFor } from "../storage/safe-file-name.ts";
import type { Storage } from "../storage/storage.ts";
import { signDownloadToken } from "./download-token.ts";
import { insertDownloadRequest, type StoredReceipt } from "./download-requests.ts";
import { getDriver } from "./drivers.ts";
import { staffDownloadNotification, visitorDownloadConfirmation } from "./notify.ts";
import { checkReceipt } from "./receipt.ts";

/** Requests allowed per address: 10 in 10 minutes (a person downloads a few drivers at most). */
export const DOWNLOAD_RATE_LIMIT: RateLimit = { max: 10, windowSeconds: 10 * 60 };

/** What requestDriverDownload needs besides the request. */
export interface DownloadDeps {
  sql: Sql;
  storage: Storage;
  mailer: Mailer;
  staffEmail: string;
  signingSecret: string;
}

/** The outcome: a token for the driver's file, or the rate limit's wait. */
export type DownloadResult =
  | { kind: "granted"; requestId: string; driverId: number; token: string; expiresAt: Date }
  | { kind: "rate_limited"; retryAfterSeconds: number };

async function sendLogged(mailer: Mailer, message: MailMessage, what: string): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    console.error(`Driver download request stored, but the ${what} failed:`, error);
  }
}

/** Stores the request and its receipt, notifies, and grants a download token. */
export async function requestDriverDownload(
  deps: DownloadDeps,
  request: DriverRequest,
  receiptFile: File,
  ipHash: string | null,
): Promise<DownloadResult> {
  if (ipHash) {
    const key = `driver-download:${ipHash}`;
    const wait = await consumeRateLimit(deps.sql, key, DOWNLOAD_RATE_LIMIT);
    if (wait > 0) return { kind: "rate_limited", retryAfterSeconds: wait };
  }
  const driver = await getDriver(deps.sql, request.driverId);
  if (!driver) {
    throw new HttpError(404, "not_found", "Driver not found", { driverId: "Driver not found" });
  }
  const checked = await checkReceipt(receiptFile);
  const receipt: StoredReceipt = {
    path: storagePathFor("driver-receipts", checked.fileName),
    contentType: checked.type.mime,
    size: checked.bytes.length,
  };
  await deps.storage.put("private", receipt.path, checked.bytes, receipt.contentType);
  let requestId: string;
  try {
    requestId = await insertDownloadRequest(deps.sql, driver, request, receipt, ipHash);
  } catch (error) {
    await deps.storage.remove("private", receipt.path);
    throw error;
  }
  const facts = { id: requestId, driver, request, receipt };
  await sendLogged(deps.mailer, staffDownloadNotification(facts, deps.staffEmail), "staff mail");
  await sendLogged(
    deps.mailer,
    visitorDownloadConfirmation(facts, deps.staffEmail),
    "confirmation",
  );
  const { token, expiresAt } = signDownloadToken(deps.signingSecret, driver.id, requestId);
  return { kind: "granted", requestId, driverId: driver.id, token, expiresAt };
}
