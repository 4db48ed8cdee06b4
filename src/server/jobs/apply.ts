// Takes a job application: the résumé judged by its bytes, the job checked open, a rate limit per
// address, then the résumé and the row stored as one (a row that fails removes its file), then a
// mail to staff. A mail failure loses nothing: the application is stored and staff see it. With an
// Idempotency-Key the application is stored once per key: a retry gets the first one's id and
// mails nobody.
import { z } from "zod";
import {
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  type JobApplicationFields,
} from "../../lib/jobs/job-application.ts";
import type { Sql } from "../db/client.ts";
import { earlierResult, storeOnce, type SubmissionKey } from "../http/idempotency.ts";
import type { RateLimit } from "../http/rate-limit.ts";
import type { Mailer } from "../mail/mail.ts";
import { detectFileType, type FileType } from "../storage/content-type.ts";
import { safeFileName, storagePathFor } from "../storage/safe-file-name.ts";
import type { Storage } from "../storage/storage.ts";
import { insertJobApplication } from "./applications.ts";
import { getActiveJobById } from "./jobs.ts";
import { applicationNotification } from "./notify.ts";

/** Applications allowed per address: 5 in 10 minutes, far more than anyone sends by hand. */
const APPLICATION_RATE_LIMIT: RateLimit = { max: 5, windowSeconds: 10 * 60 };

/** What submitJobApplication needs besides the application. */
export interface ApplyDeps {
  sql: Sql;
  storage: Storage;
  mailer: Mailer;
  /** Where the mail goes when the job names no application address. */
  staffEmail: string;
}

/** The résumé as sent: its bytes and the name the browser gave it. */
export interface ResumeUpload {
  bytes: Uint8Array;
  name: string;
}

/** The outcome: stored now (with the mail's fate) or by an earlier try, or why nothing was. */
export type ApplyResult =
  | { kind: "stored"; id: string; mailStatus: "sent" | "failed" }
  | { kind: "repeat"; id: string }
  | { kind: "resume_too_large" | "resume_wrong_type" | "job_closed" }
  | { kind: "rate_limited"; retryAfterSeconds: number };

/** The résumé's type judged by its content, or why it is refused. */
function checkResume(bytes: Uint8Array): FileType | "resume_too_large" | "resume_wrong_type" {
  // The limit is "less than 5MB" (document 2 §5): exactly 5 MB is refused too.
  if (bytes.length >= RESUME_MAX_BYTES) return "resume_too_large";
  const type = detectFileType(bytes);
  const accepted = (RESUME_EXTENSIONS as readonly string[]).includes(type?.ext ?? "");
  return type && accepted ? type : "resume_wrong_type";
}

// "My CV (final).PDF" holding a Word file is kept as "resumes/…/…-my-cv-final.docx".
function resumePath(name: string, type: FileType): string {
  const safe = safeFileName(name);
  const dot = safe.lastIndexOf(".");
  return storagePathFor("resumes", `${dot > 0 ? safe.slice(0, dot) : safe}.${type.ext}`);
}

// What a key records of its application.
const storedApplication = z.object({ id: z.string() });

async function removeResume(storage: Storage, path: string): Promise<void> {
  await storage.remove("private", path).catch((error: unknown) => {
    console.error(`Résumé ${path} left behind after an application not stored:`, error);
  });
}

/** Stores the application and its résumé and notifies staff, unless something above refuses it. */
export async function submitJobApplication(
  deps: ApplyDeps,
  fields: JobApplicationFields,
  resume: ResumeUpload,
  meta: { ipHash: string | null },
  key: SubmissionKey | null = null,
): Promise<ApplyResult> {
  // A retry of a stored application is answered before any check and without storing its résumé.
  const earlier = await earlierResult(deps.sql, key, storedApplication);
  if (earlier) return { kind: "repeat", id: earlier.id };
  const type = checkResume(resume.bytes);
  if (typeof type === "string") return { kind: type };
  const job = await getActiveJobById(deps.sql, Number(fields.jobId));
  if (!job) return { kind: "job_closed" };
  const path = resumePath(resume.name, type);
  await deps.storage.put("private", path, resume.bytes, type.mime);
  const application = {
    fields,
    jobId: job.id,
    jobTitle: job.title,
    resumePath: path,
    ipHash: meta.ipHash,
  };
  const limit = meta.ipHash
    ? { key: `job-application:${meta.ipHash}`, limit: APPLICATION_RATE_LIMIT }
    : null;
  const once = await storeOnce(
    deps.sql,
    key,
    storedApplication,
    async (sql) => ({ id: await insertJobApplication(sql, application) }),
    limit,
  ).catch(async (error: unknown) => {
    await removeResume(deps.storage, path);
    throw error;
  });
  if (once.kind === "rate_limited") {
    await removeResume(deps.storage, path);
    return once;
  }
  const { id } = once.result;
  if (once.kind === "repeat") {
    // A parallel try with the same key stored first: this try's copy of the résumé is not needed.
    await removeResume(deps.storage, path);
    return { kind: "repeat", id };
  }
  const summary = { fileName: safeFileName(resume.name), bytes: resume.bytes.length, path };
  const to = job.application_email ?? deps.staffEmail;
  try {
    await deps.mailer.send(
      applicationNotification(fields, { id, jobTitle: job.title, resume: summary }, to),
    );
    return { kind: "stored", id, mailStatus: "sent" };
  } catch (error) {
    console.error(`Job application ${id} stored, but the staff mail failed:`, error);
    return { kind: "stored", id, mailStatus: "failed" };
  }
}
