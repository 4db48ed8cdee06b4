// The admin island's one way to call /api: it sends the session cookie, sends JSON or multipart
// bodies, and turns any non-OK answer into an AdminApiError carrying the server's
// { error: { code, message, fields } } (document 3 §7.5, §8).
import { ApiError } from "../../lib/api-client.ts";

/** Field name to message, as the API sends them beside a 400. */
export type FieldMessages = Record<string, string>;

/** The text shown when a call never reached the server (document 3 §8, login). */
export const NETWORK_ERROR = "Network error. Please try again.";

/** A non-OK answer from /api: status, the server's code, message (when it gave one) and fields. */
export class AdminApiError extends ApiError {
  override name = "AdminApiError";
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly fields: FieldMessages;
  constructor(status: number, body: unknown) {
    super(status);
    const error = errorOf(body);
    this.code = error.code;
    this.serverMessage = error.message;
    this.fields = error.fields;
    // Without a server message it keeps "HTTP error! status: {code}" (document 3 §7.5).
    if (error.message) this.message = error.message;
  }
}

/** The request never got an answer (offline, server down, aborted by the time-out). */
export class NetworkError extends Error {
  override name = "NetworkError";
  constructor(options?: ErrorOptions) {
    super(NETWORK_ERROR, options);
  }
}

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

function errorOf(body: unknown): {
  code?: string | undefined;
  message?: string | undefined;
  fields: FieldMessages;
} {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === "string") return { message: error, fields: {} };
  if (typeof error !== "object" || error === null) {
    return { message: text((body as { message?: unknown } | null)?.message), fields: {} };
  }
  const { code, message, fields } = error as Record<string, unknown>;
  const fieldMessages: FieldMessages = {};
  if (typeof fields === "object" && fields !== null) {
    for (const [name, value] of Object.entries(fields)) {
      if (typeof value === "string") fieldMessages[name] = value;
    }
  }
  return { code: text(code), message: text(message), fields: fieldMessages };
}

/** How to call: method, a JSON or FormData body, an abort signal and a body validator. */
export interface AdminRequest<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal | undefined;
  parse?: (body: unknown) => T;
}

/** Calls a site-relative /api path and returns its JSON body (checked by `parse` when given). */
export async function adminFetch<T = unknown>(path: string, request: AdminRequest<T> = {}) {
  const headers: Record<string, string> = { accept: "application/json" };
  let body: BodyInit | undefined;
  if (request.form) body = request.form;
  else if (request.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(request.json);
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? "GET",
      headers,
      body: body ?? null,
      credentials: "same-origin",
      signal: request.signal ?? null,
    });
  } catch (error) {
    throw new NetworkError({ cause: error });
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new AdminApiError(response.status, answer);
  return request.parse ? request.parse(answer) : (answer as T);
}

/**
 * Whether a save was refused because the record changed since the form loaded it: only a reload
 * helps. (A taken name, slug or SKU is a 409 too, but with field messages and another code.)
 */
export function isStaleVersion(error: unknown): boolean {
  return error instanceof AdminApiError && error.code === "conflict";
}

/** The server's own message for a failed call, if it sent one (network failures say so). */
export function serverMessageOf(error: unknown): string | undefined {
  if (error instanceof AdminApiError) return error.serverMessage;
  if (error instanceof NetworkError) return error.message;
  return undefined;
}

/** The message to show for a failed call: the server's, else `fallback` (document 3 §8). */
export function failureMessage(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback;
}

/** The field messages of a 400 answer, or none. */
export function fieldMessagesOf(error: unknown): FieldMessages {
  return error instanceof AdminApiError ? error.fields : {};
}

/** True when the server answered that nobody is signed in. */
export function isUnauthenticated(error: unknown): boolean {
  return error instanceof AdminApiError && error.status === 401;
}
