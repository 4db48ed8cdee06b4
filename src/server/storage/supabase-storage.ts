// The Supabase Storage adapter: server side only, with the service role key (never sent to browsers).
import { createClient } from "@supabase/supabase-js";
import type { Storage, StoredObject, SupabaseStorageOptions } from "./storage-types.ts";
import { storagePathSegments, type StorageBucket } from "./storage-path.ts";

/** Thrown when the storage backend fails for a reason other than a bad path or a missing object. */
export class StorageOperationError extends Error {
  override name = "StorageOperationError";
}

interface BackendError {
  message: string;
  status?: number | undefined;
  statusCode?: string | undefined;
  code?: string | undefined;
}

function failure(action: string, path: string, error: BackendError): StorageOperationError {
  return new StorageOperationError(`Storage ${action} of ${path} failed: ${error.message}`);
}

// Depending on its version, Supabase reports a missing object as 404 or as 400 "Object not found".
function isNotFound(error: BackendError): boolean {
  return (
    error.status === 404 ||
    error.statusCode === "404" ||
    /not[ _-]?found|NoSuchKey/i.test(error.message)
  );
}

// Supabase refuses an upload without upsert to a taken path with 409 ("Duplicate" or, in newer
// versions, the code "ResourceAlreadyExists"), some versions sending it as an HTTP 400.
function isAlreadyThere(error: BackendError): boolean {
  return (
    error.status === 409 ||
    error.statusCode === "409" ||
    error.code === "ResourceAlreadyExists" ||
    /already exists/i.test(error.message)
  );
}

/** The Supabase Storage adapter. */
export function createSupabaseStorage(options: SupabaseStorageOptions): Storage {
  const client = createClient(options.url, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const bucketNames: Record<StorageBucket, string> = {
    public: options.publicBucket,
    private: options.privateBucket,
  };
  const files = (bucket: StorageBucket) => client.storage.from(bucketNames[bucket]);

  return {
    async put(bucket, path, bytes, contentType) {
      storagePathSegments(path);
      const { error } = await files(bucket).upload(path, bytes, { contentType, upsert: true });
      if (error) throw failure("upload", path, error);
    },

    async putNew(bucket, path, bytes, contentType) {
      storagePathSegments(path);
      const { error } = await files(bucket).upload(path, bytes, { contentType, upsert: false });
      if (error && isAlreadyThere(error)) return false;
      if (error) throw failure("upload", path, error);
      return true;
    },

    async get(bucket, path): Promise<StoredObject | null> {
      storagePathSegments(path);
      const { data, error } = await files(bucket).download(path);
      if (error) {
        if (isNotFound(error)) return null;
        throw failure("download", path, error);
      }
      const bytes = new Uint8Array(await data.arrayBuffer());
      return { bytes, contentType: data.type || "application/octet-stream" };
    },

    async remove(bucket, path) {
      storagePathSegments(path);
      const { error } = await files(bucket).remove([path]);
      if (error && !isNotFound(error)) throw failure("removal", path, error);
    },

    publicUrl(path) {
      storagePathSegments(path);
      return files("public").getPublicUrl(path).data.publicUrl;
    },

    async createSignedUploadUrl(bucket, path) {
      storagePathSegments(path);
      // No upsert: Supabase then lets the link store its file once and never replace it, so a
      // leaked link cannot swap a file the import has read (an upsert link overwrote for 2 hours).
      const { data, error } = await files(bucket).createSignedUploadUrl(path);
      if (error) throw failure("signed upload link", path, error);
      return { url: data.signedUrl, token: data.token, path: data.path };
    },

    async createSignedDownloadUrl(bucket, path, expiresInSeconds) {
      storagePathSegments(path);
      // download: Supabase answers with Content-Disposition: attachment (a receipt is not opened).
      const { data, error } = await files(bucket).createSignedUrl(path, expiresInSeconds, {
        download: true,
      });
      if (error) throw failure("signed download link", path, error);
      return data.signedUrl;
    },
  };
}
