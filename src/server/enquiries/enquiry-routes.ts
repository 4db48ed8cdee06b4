// /api/admin/enquiries*: the staff inbox of contact messages, quote requests and driver download
// requests (issue "Leads"), mounted by netlify/functions/admin.mts. Every member of staff reads
// and works enquiries; only an admin purges them.
import { queryOf } from "../../lib/catalogue/catalogue-query.ts";
import {
  enquiryExportQuery,
  enquiryListQuery,
  enquiryNoteBody,
  enquiryParams,
  enquiryPurgeBody,
  enquiryUpdateBody,
} from "../../lib/enquiries/enquiries-schemas.ts";
import { adminOnly, staffOnly } from "../auth/guard.ts";
import { config } from "../config.ts";
import { db } from "../db/client.ts";
import { readJsonBody } from "../http/body.ts";
import { HttpError } from "../http/errors.ts";
import { privateJson } from "../http/handler.ts";
import type { RouteDefinition } from "../http/function-app.ts";
import { exportResponse } from "../import/export-routes.ts";
import { serverStorage } from "../storage/server-storage.ts";
import { getEnquiryDetail } from "./enquiry-detail.ts";
import {
  enquiriesCsv,
  enquiriesFileName,
  enquiriesXlsx,
  XLSX_CONTENT_TYPE,
} from "./enquiry-export.ts";
import { readEnquiryStats } from "./enquiry-stats.ts";
import { addEnquiryNote, listAssignees, updateEnquiry } from "./enquiry-writes.ts";
import { listEnquiries, listEnquiriesForExport } from "./list-enquiries.ts";
import { purgeEnquiries } from "./purge-enquiries.ts";

const receiptLink = (path: string, seconds: number) =>
  serverStorage().createSignedDownloadUrl("private", path, seconds);

async function detailOrNotFound(params: Record<string, string>) {
  const found = await getEnquiryDetail(db(), enquiryParams.parse(params), receiptLink);
  if (!found) throw new HttpError(404, "not_found", "Enquiry not found");
  return found;
}

// The retention period rides along, so the admin's purge button can name it.
const list = staffOnly(async (req) =>
  privateJson({
    ...(await listEnquiries(db(), enquiryListQuery.parse(queryOf(req.url)))),
    retentionDays: config().ENQUIRY_RETENTION_DAYS,
  }),
);

const detail = staffOnly(async (_req, _user, params) =>
  privateJson(await detailOrNotFound(params)),
);

const update = staffOnly(async (req, user, params) => {
  const target = enquiryParams.parse(params);
  const { version, ...change } = await readJsonBody(req, enquiryUpdateBody);
  await updateEnquiry(db(), user, { ...target, version }, change);
  return privateJson(await detailOrNotFound(params));
});

const addNote = staffOnly(async (req, user, params) => {
  const target = enquiryParams.parse(params);
  const { body } = await readJsonBody(req, enquiryNoteBody);
  return privateJson(await addEnquiryNote(db(), user, target, body), 201);
});

const exportFile = staffOnly(async (req) => {
  const { format, ...filters } = enquiryExportQuery.parse(queryOf(req.url));
  const rows = await listEnquiriesForExport(db(), filters);
  const name = enquiriesFileName(format);
  return format === "csv"
    ? exportResponse(enquiriesCsv(rows), name)
    : exportResponse(enquiriesXlsx(rows), name, undefined, XLSX_CONTENT_TYPE);
});

const stats = staffOnly(async () => privateJson(await readEnquiryStats(db())));

const assignees = staffOnly(async () => privateJson({ assignees: await listAssignees(db()) }));

const purge = adminOnly(async (req, user) => {
  const { scope } = await readJsonBody(req, enquiryPurgeBody);
  const removeFile = (path: string) => serverStorage().remove("private", path);
  const days = config().ENQUIRY_RETENTION_DAYS;
  return privateJson({ deleted: await purgeEnquiries(db(), user, scope, days, removeFile) });
});

/** The inbox's routes; fixed paths come before /:type/:id. */
export const enquiryRoutes: RouteDefinition[] = [
  { pattern: "/api/admin/enquiries", methods: { GET: list } },
  { pattern: "/api/admin/enquiries/export", methods: { GET: exportFile } },
  { pattern: "/api/admin/enquiries/stats", methods: { GET: stats } },
  { pattern: "/api/admin/enquiries/assignees", methods: { GET: assignees } },
  { pattern: "/api/admin/enquiries/purge", methods: { POST: purge } },
  { pattern: "/api/admin/enquiries/:type/:id", methods: { GET: detail, PATCH: update } },
  { pattern: "/api/admin/enquiries/:type/:id/notes", methods: { POST: addNote } },
];
