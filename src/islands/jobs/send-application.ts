// Sends an application to POST /api/job-applications as multipart and classifies the answer.
import { IDEMPOTENCY_KEY_HEADER } from "../../lib/idempotency-key.ts";
import { APPLICATION_HONEYPOT_FIELD } from "../../lib/jobs/job-application.ts";

/** The dialog's text values by field name (the honeypot included: robots fill it). */
export type ApplicationValues = Record<string, string>;

/** The position applied for. */
export interface ApplyingFor {
  id: number;
  title: string;
}

/** How a send ended: stored, refused by the server (with its reasons), or never answered. */
export type SendOutcome =
  | { kind: "success" }
  | { kind: "refused"; message: string | undefined; fields: Record<string, string> }
  | { kind: "network" };

function readError(body: unknown): { message: string | undefined; fields: Record<string, string> } {
  const error = (body as { error?: { message?: unknown; fields?: unknown } } | null)?.error;
  const message = typeof error?.message === "string" ? error.message : undefined;
  const fields = typeof error?.fields === "object" && error.fields ? error.fields : {};
  return { message, fields: fields as Record<string, string> };
}

/** POSTs the application with its résumé under the form's idempotency `key`. */
export async function sendApplication(
  job: ApplyingFor,
  values: ApplicationValues,
  resume: File,
  key: string,
): Promise<SendOutcome> {
  const form = new FormData();
  form.append("jobId", String(job.id));
  form.append("jobTitle", job.title);
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  form.append("resume", resume);
  form.set(APPLICATION_HONEYPOT_FIELD, values[APPLICATION_HONEYPOT_FIELD] ?? "");
  let response: Response;
  try {
    response = await fetch("/api/job-applications", {
      method: "POST",
      headers: { accept: "application/json", [IDEMPOTENCY_KEY_HEADER]: key },
      body: form,
    });
  } catch {
    return { kind: "network" };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && (body as { success?: unknown } | null)?.success === true) {
    return { kind: "success" };
  }
  return { kind: "refused", ...readError(body) };
}
