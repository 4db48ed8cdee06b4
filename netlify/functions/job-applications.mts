// POST /api/job-applications: an application with its résumé, as multipart (document 2 §5, §7;
// document 3 §7.2). Staff only: GET /api/job-applications (page, limit, status), PUT
// /api/job-applications/{id}/status {status, version?} and GET /api/job-applications/{id}/resume,
// a link to the résumé that works for a few minutes.
import type { Config, Context } from "@netlify/functions";
import { randomUUID } from "node:crypto";
import { applicationStatusBody } from "../../src/lib/jobs/application-status.ts";
import { queryOf } from "../../src/lib/catalogue/catalogue-query.ts";
import { pageFields } from "../../src/lib/pagination.ts";
import {
  applicationIdParams,
  applicationListQuery,
} from "../../src/lib/admin/content-admin-query.ts";
import {
  APPLICATION_HONEYPOT_FIELD,
  applicationFieldErrors,
  applicationMessages,
  jobApplicationSchema,
  RESUME_MAX_BYTES,
} from "../../src/lib/jobs/job-application.ts";
import { staffOnly } from "../../src/server/auth/guard.ts";
import { hashClientAddress } from "../../src/server/auth/throttle.ts";
import { config as serverConfig } from "../../src/server/config.ts";
import { db } from "../../src/server/db/client.ts";
import { errorResponse, HttpError } from "../../src/server/http/errors.ts";
import { privateJson } from "../../src/server/http/handler.ts";
import { markRepeat, submissionKeyOf } from "../../src/server/http/idempotency.ts";
import { readJsonBody } from "../../src/server/http/body.ts";
import { formFile, formTexts, readFormData } from "../../src/server/http/form-data.ts";
import { functionApp, type RouteHandler } from "../../src/server/http/function-app.ts";
import {
  applicationResume,
  getJobApplication,
  listJobApplications,
  setApplicationStatus,
} from "../../src/server/jobs/application-admin.ts";
import { submitJobApplication, type ApplyResult } from "../../src/server/jobs/apply.ts";
import { serverMailer } from "../../src/server/mail/server-mailer.ts";
import { serverStorage } from "../../src/server/storage/server-storage.ts";

// The résumé plus room for the longest texts; below Netlify's 6 MB request limit.
const MAX_BODY_BYTES = RESUME_MAX_BYTES + 256 * 1024;

const CLOSED_MESSAGE = "This position is no longer open for applications";
const RATE_LIMITED_MESSAGE =
  "Too many applications from your address. Please try again in a few minutes.";

// Every way an application is refused, as an answer (a stored one is the caller's).
function refusal(result: Exclude<ApplyResult, { kind: "stored" | "repeat" }>): Response {
  const { resumeSize, resumeType } = applicationMessages;
  switch (result.kind) {
    case "resume_too_large":
      return errorResponse(413, "payload_too_large", resumeSize, { resume: resumeSize });
    case "resume_wrong_type":
      return errorResponse(415, "unsupported_media_type", resumeType, { resume: resumeType });
    case "job_closed":
      return errorResponse(400, "job_closed", CLOSED_MESSAGE, { jobId: CLOSED_MESSAGE });
    case "rate_limited": {
      const response = errorResponse(429, "too_many_requests", RATE_LIMITED_MESSAGE);
      response.headers.set("retry-after", String(result.retryAfterSeconds));
      return response;
    }
  }
}

// The text fields and the résumé, or a 400 listing every field that is missing or wrong.
async function readApplication(form: FormData) {
  const checked = jobApplicationSchema.safeParse(formTexts(form));
  const fields = checked.success ? {} : applicationFieldErrors(checked.error.issues);
  const resume = formFile(form, "resume");
  if (!resume || resume.size === 0) fields["resume"] ??= applicationMessages.resume;
  if (!checked.success || !resume || Object.keys(fields).length > 0) {
    const first = Object.values(fields)[0] ?? "Invalid request";
    throw new HttpError(400, "invalid_request", first, fields);
  }
  return { fields: checked.data, resume };
}

const apply: RouteHandler = async (req, _params, context: Context) => {
  const form = await readFormData(req, {
    maxBytes: MAX_BODY_BYTES,
    tooLargeMessage: applicationMessages.resumeSize,
    tooLargeFields: { resume: applicationMessages.resumeSize },
  });
  // A filled honeypot is a robot: it is told what a person would be told, and nothing happens.
  const honeypot = form.get(APPLICATION_HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    return privateJson({ success: true, message: applicationMessages.success, id: randomUUID() });
  }
  const { fields, resume } = await readApplication(form);
  const bytes = new Uint8Array(await resume.arrayBuffer());
  const key = submissionKeyOf(req, "job-application", {
    fields,
    resume: { name: resume.name, bytes },
  });
  const result = await submitJobApplication(
    {
      sql: db(),
      storage: serverStorage(),
      mailer: serverMailer(),
      staffEmail: serverConfig().STAFF_NOTIFY_EMAIL,
    },
    fields,
    { bytes, name: resume.name },
    { ipHash: hashClientAddress(context.ip) },
    key,
  );
  if (result.kind !== "stored" && result.kind !== "repeat") return refusal(result);
  const answer = { success: true, message: applicationMessages.success, id: result.id };
  return markRepeat(privateJson(answer, 201), result.kind === "repeat");
};

/** How long a résumé link works: long enough to open it, too short to pass around. */
export const RESUME_LINK_SECONDS = 5 * 60;

const list = staffOnly(async (req) => {
  const query = applicationListQuery.parse(queryOf(req.url));
  const { applications, total } = await listJobApplications(db(), query);
  return privateJson({ applications, ...pageFields(total, query) });
});

const changeStatus = staffOnly(async (req, user, params) => {
  const { id } = applicationIdParams.parse(params);
  const { status, version } = await readJsonBody(req, applicationStatusBody);
  await setApplicationStatus(db(), user, { id, version }, status);
  return privateJson({ success: true, application: await getJobApplication(db(), id) });
});

const resumeLink = staffOnly(async (_req, _user, params) => {
  const { id } = applicationIdParams.parse(params);
  const resume = await applicationResume(db(), id);
  if (!resume) throw new HttpError(404, "not_found", "Application not found");
  if (!resume.path) throw new HttpError(404, "not_found", "This application has no résumé");
  const expiresAt = new Date(Date.now() + RESUME_LINK_SECONDS * 1000);
  const url = await serverStorage().createSignedDownloadUrl(
    "private",
    resume.path,
    RESUME_LINK_SECONDS,
  );
  return privateJson({ url, expiresAt: expiresAt.toISOString() });
});

export default functionApp([
  { pattern: "/api/job-applications", methods: { GET: list, POST: apply } },
  { pattern: "/api/job-applications/:id/status", methods: { PUT: changeStatus } },
  { pattern: "/api/job-applications/:id/resume", methods: { GET: resumeLink } },
]);

// Netlify's own limit in front of ours (per address and site, a sliding minute): a literal, as
// Netlify reads the config from the source.
export const config: Config = {
  path: ["/api/job-applications", "/api/job-applications/*"],
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
