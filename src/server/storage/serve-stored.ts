// Answers for files kept by the local storage adapter (development and tests; in production the
// browser reads Supabase Storage directly). Public files by path; private files only with a valid
// signed download token for exactly that file.
import { HttpError } from "../http/errors.ts";
import {
  isStorageBucket,
  StoragePathError,
  verifyLocalSignature,
  type Storage,
} from "./storage.ts";

// Stored files are never run as a page: an uploaded SVG or HTML with script stays inert.
const INERT = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

async function answer(storage: Storage, bucket: "public" | "private", path: string, cache: string) {
  let object;
  try {
    object = await storage.get(bucket, path);
  } catch (error) {
    if (error instanceof StoragePathError)
      throw new HttpError(400, "invalid_path", "No such file.");
    throw error;
  }
  if (!object) throw new HttpError(404, "not_found", "No such file.");
  return new Response(object.bytes as BodyInit, {
    headers: {
      "content-type": object.contentType,
      "content-length": String(object.bytes.byteLength),
      "cache-control": cache,
      "content-security-policy": INERT,
      "x-content-type-options": "nosniff",
    },
  });
}

/** GET /api/storage/public/{path}: a file of the public bucket. */
export function servePublicFile(storage: Storage, path: string): Promise<Response> {
  // Uploads get new names, so a public file never changes under its URL.
  return answer(storage, "public", path, "public, max-age=31536000, immutable");
}

/** GET /api/storage/signed/{bucket}/{path}?token=…: a file the token was signed for, else 403. */
export function serveSignedFile(
  storage: Storage,
  secret: string,
  bucket: string,
  path: string,
  token: string | null,
): Promise<Response> {
  const valid =
    token !== null &&
    isStorageBucket(bucket) &&
    verifyLocalSignature({ secret, token, bucket, path, purpose: "download" }) !== null;
  if (!valid || !isStorageBucket(bucket)) {
    throw new HttpError(403, "forbidden", "This download link is not valid or has expired.");
  }
  return answer(storage, bucket, path, "private, no-store");
}
