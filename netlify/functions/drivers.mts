// /api/drivers: the public driver list and details (document 3 §7.2), the download request with
// its purchase receipt, and the download that request earns (document 2 §5, §7, §8).
// POST /api/drivers, PUT and DELETE /api/drivers/{id}: staff add, edit and delete drivers with the
// multipart driver form and its file (document 3 §2.7, §5); each write is audited and queues a
// publish.
import type { Config } from "@netlify/functions";
import { queryOf } from "../../src/lib/catalogue/catalogue-query.ts";
import { driverDeleteQuery } from "../../src/lib/admin/content-admin-query.ts";
import { driverCreateSchema, driverUpdateSchema } from "../../src/lib/drivers/driver-form.ts";
import { RECEIPT_MAX_BYTES } from "../../src/lib/drivers/driver-request.ts";
import { driverDownloadPath } from "../../src/lib/drivers/drivers.ts";
import { driversText } from "../../src/lib/drivers/drivers-text.ts";
import { getAdminDriver } from "../../src/server/admin/admin-drivers.ts";
import { staffOnly } from "../../src/server/auth/guard.ts";
import type { StaffUser } from "../../src/server/auth/staff-users.ts";
import { hashClientAddress } from "../../src/server/auth/throttle.ts";
import { config as serverConfig } from "../../src/server/config.ts";
import { db } from "../../src/server/db/client.ts";
import { driverIdParams, driverListQuery } from "../../src/server/drivers/driver-query.ts";
import {
  createDriver,
  deleteDriver,
  driverFormRules,
  updateDriver,
} from "../../src/server/drivers/driver-writes.ts";
import { getDriver, listDrivers } from "../../src/server/drivers/drivers.ts";
import { isRobotForm, parseDownloadRequest } from "../../src/server/drivers/parse-request.ts";
import { requestDriverDownload } from "../../src/server/drivers/request-download.ts";
import { driverFileResponse } from "../../src/server/drivers/serve-download.ts";
import { errorResponse, HttpError } from "../../src/server/http/errors.ts";
import { readFormData, readMultipartForm } from "../../src/server/http/form-data.ts";
import { privateJson, publicJson } from "../../src/server/http/handler.ts";
import { markRepeat, submissionKeyOf } from "../../src/server/http/idempotency.ts";
import { functionApp, type RouteHandler } from "../../src/server/http/function-app.ts";
import { serverMailer } from "../../src/server/mail/server-mailer.ts";
import { signingSecret } from "../../src/server/secrets.ts";
import { serverStorage } from "../../src/server/storage/server-storage.ts";

// Room for the text fields and the multipart framing around a receipt of the largest size.
const REQUEST_MAX_BYTES = RECEIPT_MAX_BYTES + 64 * 1024;

const list: RouteHandler = async (req) =>
  publicJson(await listDrivers(db(), driverListQuery.parse(queryOf(req.url))));

const one: RouteHandler = async (_req, params) => {
  const driver = await getDriver(db(), driverIdParams.parse(params).id);
  if (!driver) throw new HttpError(404, "not_found", "Driver not found");
  return publicJson(driver);
};

const downloadRequest: RouteHandler = async (req, _params, context) => {
  const form = await readFormData(req, {
    maxBytes: REQUEST_MAX_BYTES,
    tooLargeMessage: driversText.receiptTooLarge,
    tooLargeFields: { receipt: driversText.receiptTooLarge },
  });
  // A filled honeypot is a robot: it is told what a person would be told, and nothing happens.
  if (isRobotForm(form)) return privateJson({ success: true, message: driversText.successAlert });
  const { request, receipt } = parseDownloadRequest(form);
  const key = submissionKeyOf(req, "driver-download", {
    request,
    receipt: { name: receipt.name, bytes: new Uint8Array(await receipt.arrayBuffer()) },
  });
  const deps = {
    sql: db(),
    storage: serverStorage(),
    mailer: serverMailer(),
    staffEmail: serverConfig().STAFF_NOTIFY_EMAIL,
    signingSecret: signingSecret(),
    visitorMailHourlyCap: serverConfig().VISITOR_MAIL_HOURLY_CAP,
  };
  const ipHash = hashClientAddress(context.ip);
  const result = await requestDriverDownload(deps, request, receipt, ipHash, key);
  if (result.kind === "rate_limited") {
    const message =
      "Too many download requests from your address. Please try again in a few minutes.";
    const response = errorResponse(429, "too_many_requests", message);
    response.headers.set("retry-after", String(result.retryAfterSeconds));
    return response;
  }
  const downloadUrl = `${driverDownloadPath(result.driverId)}?token=${encodeURIComponent(result.token)}`;
  const answer = {
    success: true,
    message: driversText.successAlert,
    requestId: result.requestId,
    downloadUrl,
    expiresAt: result.expiresAt.toISOString(),
  };
  return markRepeat(privateJson(answer, 201), result.repeat);
};

const download: RouteHandler = async (req, params) => {
  const { id } = driverIdParams.parse(params);
  const token = new URL(req.url).searchParams.get("token");
  const deps = { sql: db(), storage: serverStorage(), signingSecret: signingSecret() };
  return driverFileResponse(deps, id, token);
};

const writeDeps = (actor: StaffUser) => ({ sql: db(), storage: serverStorage(), actor });

const create = staffOnly(async (req, user) => {
  const { fields, files } = await readMultipartForm(req, driverCreateSchema, driverFormRules(true));
  const id = await createDriver(writeDeps(user), fields, files.file);
  return privateJson({ success: true, driver: await getAdminDriver(db(), id) }, 201);
});

const update = staffOnly(async (req, user, params) => {
  const { id } = driverIdParams.parse(params);
  const { fields, files } = await readMultipartForm(
    req,
    driverUpdateSchema,
    driverFormRules(false),
  );
  await updateDriver(writeDeps(user), { id, version: fields.rowVersion }, fields, files.file);
  return privateJson({ success: true, driver: await getAdminDriver(db(), id) });
});

const remove = staffOnly(async (req, user, params) => {
  const { id } = driverIdParams.parse(params);
  const { rowVersion } = driverDeleteQuery.parse(queryOf(req.url));
  await deleteDriver(writeDeps(user), { id, version: rowVersion });
  return privateJson({ success: true });
});

export default functionApp([
  { pattern: "/api/drivers", methods: { GET: list, POST: create } },
  { pattern: "/api/drivers/download-request", methods: { POST: downloadRequest } },
  { pattern: "/api/drivers/:id", methods: { GET: one, PUT: update, DELETE: remove } },
  { pattern: "/api/drivers/:id/download", methods: { GET: download } },
]);

// Netlify's own limit in front of ours (per address and site, a sliding minute; the list and the
// downloads share it): a literal, as Netlify reads the config from the source.
export const config: Config = {
  path: ["/api/drivers", "/api/drivers/*"],
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
