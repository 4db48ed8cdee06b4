// Reads a JSON request body with a size limit and checks it with a zod schema: the one way every
// function takes JSON in, so bad input is always a 4xx in the one error shape, never a 500.
import type { z } from "zod";
import { HttpError } from "./errors.ts";
import { refuseNul } from "./nul-text.ts";
import { decodeUtf8 } from "./utf8-text.ts";

/** The default limit: JSON forms are small; uploads take another path. */
const DEFAULT_MAX_JSON_BYTES = 16 * 1024;

/** Options of readJsonBody. */
export interface ReadJsonOptions {
  maxBytes?: number;
}

const tooLarge = () => new HttpError(413, "payload_too_large", "Request body is too large");

function isJson(contentType: string | null): boolean {
  const mediaType = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return mediaType === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
}

/**
 * The request body's bytes, refused with `tooLargeError` (413 by default) past `maxBytes`. Counts
 * bytes as they arrive: Content-Length may be absent (chunked) or lie.
 */
export async function readLimited(
  req: Request,
  maxBytes: number,
  tooLargeError: () => Error = tooLarge,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw tooLargeError();
  if (!req.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLargeError();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function parseJson(bytes: Uint8Array): unknown {
  const text = decodeUtf8(bytes);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "invalid_json", "The request body is not valid JSON");
  }
}

/**
 * The request's JSON body checked by `schema`. Throws HttpError 415 ("Send JSON") for another
 * content type, 413 over `maxBytes` (16 KB by default), 400 for bytes that are not UTF-8, malformed
 * JSON or text holding NUL, and the schema's ZodError (400 with field messages from the function's error handler) for wrong input.
 */
export async function readJsonBody<S extends z.ZodType>(
  req: Request,
  schema: S,
  options: ReadJsonOptions = {},
): Promise<z.output<S>> {
  if (!isJson(req.headers.get("content-type"))) {
    throw new HttpError(415, "unsupported_media_type", "Send JSON");
  }
  const bytes = await readLimited(req, options.maxBytes ?? DEFAULT_MAX_JSON_BYTES);
  const body = parseJson(bytes);
  refuseNul(body);
  return schema.parse(body);
}
