// The Idempotency-Key of public form submissions, shared by the forms (which send one key per
// filled form on every try of it) and the server (which stores a submission once per key:
// src/server/http/idempotency.ts). No zod here: the forms load this with the page.

/** The request header carrying the key. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** A key the server accepts: a UUID, or any 16 to 128 URL-safe characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** What a request with a malformed key is told (400). */
export const INVALID_IDEMPOTENCY_KEY_MESSAGE =
  "The Idempotency-Key header must be a UUID or 16 to 128 letters, digits, '-' or '_'";

/** A new random key: a UUID, or 32 hex digits where randomUUID is missing (plain-HTTP pages). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
