// One storage interface with two adapters: a local folder (development, tests) and Supabase Storage.
import { createLocalStorage } from "./local-storage.ts";
import type { Storage, StorageOptions } from "./storage-types.ts";
import { createSupabaseStorage } from "./supabase-storage.ts";

export { isStorageBucket, StoragePathError, type StorageBucket } from "./storage-path.ts";
export { verifyLocalSignature, type LocalSignedClaim } from "./local-storage.ts";
export { StorageOperationError } from "./supabase-storage.ts";
export type {
  LocalStorageOptions,
  SignedUpload,
  Storage,
  StorageOptions,
  StoredObject,
  SupabaseStorageOptions,
} from "./storage-types.ts";

/** Builds the adapter the options describe. */
export function createStorage(options: StorageOptions): Storage {
  return options.kind === "local" ? createLocalStorage(options) : createSupabaseStorage(options);
}
