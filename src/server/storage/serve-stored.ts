// Answers for files kept by the local storage adapter (development and tests; in production the
// browser reads Supabase Storage directly). Public files by path; private files only with a valid
// signed download token for exactly that file; uploads (PUT) only with a signed upload token for
// exactly that path, storing its file once, as Supabase's signed upload URLs.
import { readLimited } from "../http/body.ts";
import { HttpError } from "../http/errors.ts";
import {
  isStorageBucket,
  StoragePathError,
  verifyLocalSignature,
  type Storage,
} from "./storage.ts";

// Stored files are never run as a page: an uploaded SVG or HTML with script stays inert.
const INERT = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

// A signed download is a private document (a receipt, a résumé): saved, never opened in the tab.
const attachment = (path: string) =>
  `attachment; filename="${(path.split("/").pop() ?? "file").replace(/[^\w.-]/g, "_")}"`;

async function answer(
  storage: Storage,
  bucket: "public" | "private",
  path: string,
  cache: string,
  disposition?: string,
) {
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
      ...(disposition ? { "content-disposition": disposition } : {}),
    },
  });
}

/** GET /api/storage/public/{path}: a file of the public bucket. */
export function servePublicFile(storage: Storage, path: string): Promise<Response> {
  // Uploads get new names, so a public file never changes under its URL.
  return answer(storage, "public", path, "public, max-age=31536000, immutable");
}

/**
 * GET /api/storage/signed/{bucket}/{path}?token=…: a file the token was signed for, as an
 * attachment, else 403.
 */
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
  return answer(storage, bucket, path, "private, no-store", attachment(path));
}

/** The largest body a signed upload takes: the bulk import's 20MB limit (document 3 §9). */
export const SIGNED_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

// A plain MIME type, else the generic one: the stored type is echoed back when the file is served.
function storedType(header: string | null): string {
  const type = (header ?? "").split(";")[0]!.trim().toLowerCase();
  return /^[a-z]+\/[a-z0-9.+-]{1,100}$/.test(type) ? type : "application/octet-stream";
}

/** What a second upload to a signed upload link is told (409). */
const UPLOAD_LINK_USED_MESSAGE =
  "This upload link has already been used. Start the upload again for a new link.";

/** PUT /api/storage/upload/{bucket}/{path}?token=…: stores the body where the token allows, once. */
export async function receiveSignedUpload(
  storage: Storage,
  secret: string,
  bucket: string,
  path: string,
  token: string | null,
  req: Request,
): Promise<Response> {
  const valid =
    token !== null &&
    isStorageBucket(bucket) &&
    verifyLocalSignature({ secret, token, bucket, path, purpose: "upload" }) !== null;
  if (!valid || !isStorageBucket(bucket)) {
    throw new HttpError(403, "forbidden", "This upload link is not valid or has expired.");
  }
  const bytes = await readLimited(
    req,
    SIGNED_UPLOAD_MAX_BYTES,
    () => new HttpError(413, "payload_too_large", "File size must be less than 20MB"),
  );
  if (bytes.byteLength === 0) {
    throw new HttpError(400, "invalid_request", "Please select a file to upload");
  }
  // A link stores its file once, as Supabase's: a second PUT, or the loser of two at once, gets a
  // 409 and the file stays as the first upload left it. A refused body leaves the link usable.
  if (!(await storage.putNew(bucket, path, bytes, storedType(req.headers.get("content-type"))))) {
    throw new HttpError(409, "conflict", UPLOAD_LINK_USED_MESSAGE);
  }
  return Response.json({ Key: `${bucket}/${path}` }, { headers: { "cache-control": "no-store" } });
}
