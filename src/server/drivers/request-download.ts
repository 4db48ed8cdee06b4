// Takes a download request: rate limit per address, check the driver and the receipt, store the
// receipt privately and the request, mail staff and (under the visitor mail policy) the visitor,
// and issue the download token.
// Nothing is half-written: a failed insert removes the stored receipt; a failed mail loses nothing
// (the request is stored and the visitor still gets the download). With an Idempotency-Key the
// request is stored once per key: a retry gets a token for the first one and mails nobody.
import { z } from "zod";
import type { DriverRequest } from "../../lib/drivers/driver-request.ts";
import type { Sql } from "../db/client.ts";
import { HttpError } from "../http/errors.ts";
import { earlierResult, storeOnce, type SubmissionKey } from "../http/idempotency.ts";
import type { RateLimit } from "../http/rate-limit.ts";
import type { Mailer, MailMessage } from "../mail/mail.ts";
import { sendVisitorMail } from "../mail/visitor-mail-policy.ts";
import { storagePathFor } from "../storage/safe-file-name.ts";
import type { Storage } from "../storage/storage.ts";
import { signDownloadToken } from "./download-token.ts";
import { insertDownloadRequest, type StoredReceipt } from "./download-requests.ts";
import { getDriver } from "./drivers.ts";
import { staffDownloadNotification, visitorDownloadConfirmation } from "./notify.ts";
import { checkReceipt } from "./receipt.ts";

/** Requests allowed per address: 10 in 10 minutes (a person downloads a few drivers at most). */
const DOWNLOAD_RATE_LIMIT: RateLimit = { max: 10, windowSeconds: 10 * 60 };

/** What requestDriverDownload needs besides the request. */
export interface DownloadDeps {
  sql: Sql;
  storage: Storage;
  mailer: Mailer;
  staffEmail: string;
  signingSecret: string;
  visitorMailHourlyCap: number;
}

/** A token for the driver's file (`repeat`: an earlier try stored the request), or the wait. */
export type DownloadResult =
  | {
      kind: "granted";
      repeat: boolean;
      requestId: string;
      driverId: number;
      token: string;
      expiresAt: Date;
    }
  | { kind: "rate_limited"; retryAfterSeconds: number };

// What a key records of its request; the token is signed afresh for each answer, never stored.
const storedRequest = z.object({ requestId: z.string(), driverId: z.number() });
type StoredRequest = z.infer<typeof storedRequest>;

async function sendLogged(mailer: Mailer, message: MailMessage, what: string): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    console.error(`Driver download request stored, but the ${what} failed:`, error);
  }
}

async function removeReceipt(storage: Storage, path: string): Promise<void> {
  await storage.remove("private", path).catch((error: unknown) => {
    console.error(`Receipt ${path} left behind after a download request not stored:`, error);
  });
}

function grant(deps: DownloadDeps, stored: StoredRequest, repeat: boolean): DownloadResult {
  const { token, expiresAt } = signDownloadToken(
    deps.signingSecret,
    stored.driverId,
    stored.requestId,
  );
  return { kind: "granted", repeat, ...stored, token, expiresAt };
}

/** Stores the request and its receipt, notifies, and grants a download token. */
export async function requestDriverDownload(
  deps: DownloadDeps,
  request: DriverRequest,
  receiptFile: File,
  ipHash: string | null,
  key: SubmissionKey | null = null,
): Promise<DownloadResult> {
  // A retry of a stored request is answered before the limit and without storing its receipt.
  const earlier = await earlierResult(deps.sql, key, storedRequest);
  if (earlier) return grant(deps, earlier, true);
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
  const limit = ipHash ? { key: `driver-download:${ipHash}`, limit: DOWNLOAD_RATE_LIMIT } : null;
  const once = await storeOnce(
    deps.sql,
    key,
    storedRequest,
    async (sql) => ({
      requestId: await insertDownloadRequest(sql, driver, request, receipt, ipHash),
      driverId: driver.id,
    }),
    limit,
  ).catch(async (error: unknown) => {
    await removeReceipt(deps.storage, receipt.path);
    throw error;
  });
  if (once.kind === "rate_limited") {
    await removeReceipt(deps.storage, receipt.path);
    return once;
  }
  if (once.kind === "repeat") {
    // A parallel try with the same key stored first: this try's copy of the receipt is not needed.
    await removeReceipt(deps.storage, receipt.path);
    return grant(deps, once.result, true);
  }
  const facts = { id: once.result.requestId, driver, request, receipt };
  await sendLogged(deps.mailer, staffDownloadNotification(facts, deps.staffEmail), "staff mail");
  await sendVisitorMail(
    { ...deps, hourlyCap: deps.visitorMailHourlyCap },
    visitorDownloadConfirmation(facts, deps.staffEmail),
  );
  return grant(deps, once.result, false);
}
