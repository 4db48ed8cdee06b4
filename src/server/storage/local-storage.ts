// The local-folder adapter: root/public/… and root/private/…, each file with a "<file>.meta.json"
// sidecar holding its content type; signed links are HMAC tokens checked by verifyLocalSignature.
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { link, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { z } from "zod";
import type { LocalStorageOptions, SignedUpload, Storage, StoredObject } from "./storage-types.ts";
import { storagePathSegments, type StorageBucket } from "./storage-path.ts";

// Supabase's signed upload URLs last two hours; the local flow behaves the same.
const UPLOAD_LINK_SECONDS = 2 * 60 * 60;
const DEFAULT_CONTENT_TYPE = "application/octet-stream";

const claimSchema = z.object({
  bucket: z.enum(["public", "private"]),
  path: z.string(),
  purpose: z.enum(["upload", "download"]),
  exp: z.number().int(),
});

/** What a local signed token grants: one purpose on one object until `exp` (Unix seconds). */
export type LocalSignedClaim = z.infer<typeof claimSchema>;

const metaSchema = z.object({ contentType: z.string().min(1) });

function mac(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

/** Makes a token "<payload>.<mac>" for a claim. */
function signLocalClaim(secret: string, claim: LocalSignedClaim): string {
  const payload = Buffer.from(JSON.stringify(claim)).toString("base64url");
  return `${payload}.${mac(secret, payload)}`;
}

/** Checks a token against the object and purpose asked for; the claim, or null if forged or expired. */
export function verifyLocalSignature(check: {
  secret: string;
  token: string;
  bucket: StorageBucket;
  path: string;
  purpose: LocalSignedClaim["purpose"];
  now?: number;
}): LocalSignedClaim | null {
  const [payload, given, extra] = check.token.split(".");
  if (payload === undefined || given === undefined || extra !== undefined) return null;
  // Compare the encoded strings, not decoded bytes: base64url's last character has unused bits.
  const expected = Buffer.from(mac(check.secret, payload));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  let claim: LocalSignedClaim;
  try {
    claim = claimSchema.parse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
  } catch {
    return null;
  }
  const nowSeconds = Math.floor((check.now ?? Date.now()) / 1000);
  const matches =
    claim.bucket === check.bucket && claim.path === check.path && claim.purpose === check.purpose;
  return matches && claim.exp > nowSeconds ? claim : null;
}

// Writes through a temporary name in the same folder so readers never see a half-written file.
async function writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
  const temporary = join(dirname(file), `.tmp-${randomUUID()}`);
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

// Links a fully written temporary file to `file`: never replaces one, and of two writers racing
// for one name exactly one wins (link fails with EEXIST, where rename would overwrite).
async function writeOnce(file: string, data: Uint8Array): Promise<boolean> {
  const temporary = join(dirname(file), `.tmp-${randomUUID()}`);
  try {
    await writeFile(temporary, data);
    await link(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException | undefined)?.code === "EEXIST") return false;
    throw error;
  } finally {
    await rm(temporary, { force: true });
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}

/** The local-folder Storage adapter. */
export function createLocalStorage(options: LocalStorageOptions): Storage {
  const siteUrl = options.siteUrl.replace(/\/+$/, "");
  const uploadBaseUrl = (options.uploadBaseUrl ?? options.siteUrl).replace(/\/+$/, "");
  const publicBaseUrl = options.publicBaseUrl.replace(/\/+$/, "");
  const fileOf = (bucket: StorageBucket, path: string): string =>
    join(options.root, bucket, ...storagePathSegments(path));
  const tokenFor = (
    bucket: StorageBucket,
    path: string,
    purpose: "upload" | "download",
    seconds: number,
  ) =>
    signLocalClaim(options.signingSecret, {
      bucket,
      path,
      purpose,
      exp: Math.floor(Date.now() / 1000) + Math.max(1, Math.floor(seconds)),
    });

  return {
    async put(bucket, path, bytes, contentType) {
      const file = fileOf(bucket, path);
      await mkdir(dirname(file), { recursive: true });
      await writeAtomically(`${file}.meta.json`, JSON.stringify({ contentType }));
      await writeAtomically(file, bytes);
    },

    async putNew(bucket, path, bytes, contentType) {
      const file = fileOf(bucket, path);
      await mkdir(dirname(file), { recursive: true });
      // The file first: only the writer that created it writes its content type.
      if (!(await writeOnce(file, bytes))) return false;
      await writeAtomically(`${file}.meta.json`, JSON.stringify({ contentType }));
      return true;
    },

    async get(bucket, path): Promise<StoredObject | null> {
      const file = fileOf(bucket, path);
      let bytes: Buffer;
      try {
        bytes = await readFile(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      let contentType = DEFAULT_CONTENT_TYPE;
      try {
        const meta = metaSchema.safeParse(JSON.parse(await readFile(`${file}.meta.json`, "utf8")));
        if (meta.success) contentType = meta.data.contentType;
      } catch (error) {
        if (!isMissing(error) && !(error instanceof SyntaxError)) throw error;
      }
      return { bytes: new Uint8Array(bytes), contentType };
    },

    async remove(bucket, path) {
      const file = fileOf(bucket, path);
      await rm(file, { force: true });
      await rm(`${file}.meta.json`, { force: true });
    },

    publicUrl(path) {
      storagePathSegments(path);
      return `${publicBaseUrl}/${path}`;
    },

    async createSignedUploadUrl(bucket, path): Promise<SignedUpload> {
      storagePathSegments(path);
      const token = tokenFor(bucket, path, "upload", UPLOAD_LINK_SECONDS);
      const url = `${uploadBaseUrl}/api/storage/upload/${bucket}/${path}?token=${encodeURIComponent(token)}`;
      return { url, token, path };
    },

    async createSignedDownloadUrl(bucket, path, expiresInSeconds) {
      storagePathSegments(path);
      const token = tokenFor(bucket, path, "download", expiresInSeconds);
      return `${siteUrl}/api/storage/signed/${bucket}/${path}?token=${encodeURIComponent(token)}`;
    },
  };
}
