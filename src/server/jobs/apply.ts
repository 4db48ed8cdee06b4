// Takes a job application: the résumé judged by its bytes, the job checked open, a rate limit per
// address, then the résumé and the row stored as one (a row that fails removes its file), then a
// mail to staff. A mail failure loses nothing: the application is stored and staff see it.
import {
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  type JobApplicationFields,
} from "../../lib/job-application.ts";
import { consumeRateLimit, type RateLimit } from "../contact/rate-limit.ts";
import type { Sql } from "../db/client.ts";
import type { Mailer } from "../mail/mail.ts";
import { detectFileType, type FileType } from "../storage/content-type.ts";
import { safeFileName, storagePathFor } from "../storage/safe-file-name.ts";
import type { Storage } from "../storage/storage.ts";
import { insertJobApplication } from "./applications.ts";
import { getActiveJobById } from "./jobs.ts";
import { applicationNotification } from "./notify.ts";

/** Applications allowed per address: 5 in 10 minutes, far more than anyone sends by hand. */
export const APPLICATION_RATE_LIMIT: RateLimit = { max: 5, windowSeconds: 10 * 60 };

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

/** The outcome: stored (with the mail's fate), or why nothing was stored. */
export type ApplyResult =
  | { kind: "stored"; id: string; mailStatus: "sent" | "failed" }
  | { kind: "resume_too_large" | "resume_wrong_type" | "job_closed" }
  | { kind: "rate_limited"; retryAfterSeconds: number };

/** The résumé's type judged by its content, or why it is refused. */
export function checkResume(
  bytes: Uint8Array,
): FileType | "resume_too_large" | "resume_wrong_type" {
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

/** Stores the application and its résumé and notifies staff, unless something above refuses it. */
export async function submitJobApplication(
  deps: ApplyDeps,
  fields: JobApplicationFields,
  resume: ResumeUpload,
  meta: { ipHash: string | null },
): Promise<ApplyResult> {
  const type = checkResume(resume.bytes);
  if (typeof type === "string") return { kind: type };
  const job = await getActiveJobById(deps.sql, Number(fields.jobId));
  if (!job) return { kind: "job_closed" };
  if (meta.ipHash) {
    const key = `job-application:${meta.ipHash}`;
    const wait = await consumeRateLimit(deps.sql, key, APPLICATION_RATE_LIMIT);
    if (wait > 0) return { kind: "rate_limited", retryAfterSeconds: wait };
  }
  const path = resumePath(resume.name, type);
  await deps.storage.put("private", path, resume.bytes, type.mime);
  let id: string;
  try {
    id = await insertJobApplication(deps.sql, {
      fields,
      jobId: job.id,
      jobTitle: job.title,
      resumePath: path,
      ipHash: meta.ipHash,
    });
  } catch (error) {
    await deps.storage.remove("private", path).catch((removal: unknown) => {
      console.error(`Résumé ${path} left behind after a failed application insert:`, removal);
    });
    throw error;
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
