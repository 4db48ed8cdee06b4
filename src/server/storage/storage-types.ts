// The storage interface and its adapters' settings: what the adapters (local-storage.ts,
// supabase-storage.ts) implement and storage.ts chooses between.
import type { StorageBucket } from "./storage-path.ts";

/** A stored object read back. */
export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * A URL the browser uploads a large file to directly, bypassing the function body limit. It stores
 * a file once: a second upload to it is refused while the file exists (Supabase's own rule for a
 * link signed without upsert, kept by the local flow as well).
 */
export interface SignedUpload {
  url: string;
  token: string;
  path: string;
}

/** What the rest of the server uses to keep files; paths are relative, "/"-separated. */
export interface Storage {
  put(bucket: StorageBucket, path: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Stores an object only where none exists yet; false, with nothing written, when one does. */
  putNew(
    bucket: StorageBucket,
    path: string,
    bytes: Uint8Array,
    contentType: string,
  ): Promise<boolean>;
  /** Null when no object exists at that path. */
  get(bucket: StorageBucket, path: string): Promise<StoredObject | null>;
  /** Removing a missing object is not an error. */
  remove(bucket: StorageBucket, path: string): Promise<void>;
  /** The permanent URL of an object in the public bucket. */
  publicUrl(path: string): string;
  createSignedUploadUrl(bucket: StorageBucket, path: string): Promise<SignedUpload>;
  createSignedDownloadUrl(
    bucket: StorageBucket,
    path: string,
    expiresInSeconds: number,
  ): Promise<string>;
}

/** Settings of the local-folder adapter. */
export interface LocalStorageOptions {
  kind: "local";
  root: string;
  publicBaseUrl: string;
  signingSecret: string;
  siteUrl: string;
  /** Where signed uploads go (default siteUrl): `npm start` receives them beside the site. */
  uploadBaseUrl?: string | undefined;
}

/** Settings of the Supabase Storage adapter. */
export interface SupabaseStorageOptions {
  kind: "supabase";
  url: string;
  serviceRoleKey: string;
  publicBucket: string;
  privateBucket: string;
}

/** Either adapter's settings. */
export type StorageOptions = LocalStorageOptions | SupabaseStorageOptions;
