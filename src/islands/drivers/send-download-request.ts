// Sends the download request as multipart to /api/drivers/download-request and words the outcome
// as document 2 §8 does: "Error: " + the server's error or message, else the status text, else
// "Failed to process download request"; a request that never got an answer has its own alert.
import type { DriverRequestField } from "../../lib/drivers/driver-request.ts";
import { driversText } from "../../lib/drivers/drivers-text.ts";
import { IDEMPOTENCY_KEY_HEADER } from "../../lib/idempotency-key.ts";

/** How a send ended: a download link, a refusal (with any field messages), or no answer at all. */
export type RequestOutcome =
  | { kind: "granted"; downloadUrl: string }
  | { kind: "refused"; alert: string; fields: Partial<Record<DriverRequestField, string>> }
  | { kind: "thrown"; alert: string };

interface ResponseBody {
  success?: unknown;
  downloadUrl?: unknown;
  message?: unknown;
  error?: unknown;
}

// The server's message: our error shape { error: { message } }, or a plain error or message field.
function serverMessage(body: ResponseBody | null): string | undefined {
  const error = body?.error;
  if (typeof error === "string" && error) return error;
  const nested = (error as { message?: unknown } | undefined)?.message;
  if (typeof nested === "string" && nested) return nested;
  return typeof body?.message === "string" && body.message ? body.message : undefined;
}

function fieldsOf(body: ResponseBody | null): Partial<Record<DriverRequestField, string>> {
  const fields = (body?.error as { fields?: unknown } | undefined)?.fields;
  return typeof fields === "object" && fields !== null ? fields : {};
}

/** The failure alert for an answer's body and status text (document 2 §8). */
export function failureAlert(body: ResponseBody | null, statusText: string): string {
  return `Error: ${serverMessage(body) || statusText || driversText.failureFallback}`;
}

/** POSTs the form under its idempotency `key` and classifies the answer. */
export async function sendDownloadRequest(form: FormData, key: string): Promise<RequestOutcome> {
  try {
    const response = await fetch("/api/drivers/download-request", {
      method: "POST",
      headers: { accept: "application/json", [IDEMPOTENCY_KEY_HEADER]: key },
      body: form,
    });
    const body = (await response.json().catch(() => null)) as ResponseBody | null;
    if (response.ok && body?.success === true && typeof body.downloadUrl === "string") {
      return { kind: "granted", downloadUrl: body.downloadUrl };
    }
    return {
      kind: "refused",
      alert: failureAlert(body, response.statusText),
      fields: fieldsOf(body),
    };
  } catch {
    return { kind: "thrown", alert: driversText.thrownAlert };
  }
}

/** Starts the browser's download of `url` (an attachment), leaving the page where it is. */
export function startDownload(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
