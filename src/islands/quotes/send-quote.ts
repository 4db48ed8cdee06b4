// Sends the quote list to POST /api/quotes (the Leads contract) under the form's Idempotency-Key,
// and sorts the answer into what the page shows.
import { IDEMPOTENCY_KEY_HEADER } from "../../lib/idempotency-key.ts";
import type { QuoteRequestInput } from "../../lib/quotes/quote-request.ts";

/** How a send ended: stored, refused (with the server's words per field), or never answered. */
export type QuoteOutcome =
  | { kind: "sent"; message: string }
  | { kind: "refused"; message: string; fields: Record<string, string> }
  | { kind: "unanswered"; message: string };

/** Shown when no answer came: the retry is safe, the key makes it count once. */
export const UNANSWERED_MESSAGE =
  "We could not reach our server. Please check your connection and send again: your request will not be sent twice.";

/** Shown when the server failed without saying why. */
export const SERVER_FAILED_MESSAGE =
  "Something went wrong on our side. Please send again in a moment, or call us.";

/** Shown for a success whose answer carries no message of its own. */
export const SENT_FALLBACK_MESSAGE = "Thank you for your quote request.";

type ErrorBody = { error?: { message?: unknown; fields?: unknown } } | null;

function fieldsOf(body: ErrorBody): Record<string, string> {
  const fields = body?.error?.fields;
  if (typeof fields !== "object" || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

/** Sorts an answer of /api/quotes (its status and parsed body, null when not JSON). */
export function quoteOutcome(status: number, body: unknown): QuoteOutcome {
  if (status >= 200 && status < 300) {
    const message = (body as { message?: unknown } | null)?.message;
    return { kind: "sent", message: typeof message === "string" ? message : SENT_FALLBACK_MESSAGE };
  }
  const error = body as ErrorBody;
  const message = typeof error?.error?.message === "string" ? error.error.message : undefined;
  // A 5xx (or a 409 while the first try is still being stored) may be sent again with the key.
  if (status >= 500 || status === 409) {
    return { kind: "unanswered", message: message ?? SERVER_FAILED_MESSAGE };
  }
  return { kind: "refused", message: message ?? SERVER_FAILED_MESSAGE, fields: fieldsOf(error) };
}

/** POSTs the request as JSON with the Idempotency-Key `key`. */
export async function sendQuote(request: QuoteRequestInput, key: string): Promise<QuoteOutcome> {
  let response: Response;
  try {
    response = await fetch("/api/quotes", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        [IDEMPOTENCY_KEY_HEADER]: key,
      },
      body: JSON.stringify(request),
    });
  } catch {
    return { kind: "unanswered", message: UNANSWERED_MESSAGE };
  }
  const body: unknown = await response.json().catch(() => null);
  return quoteOutcome(response.status, body);
}
