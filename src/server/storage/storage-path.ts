// The one rule for object paths, shared by both adapters so a path valid locally is valid on Supabase.

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_SEGMENTS = 8;

/** The two buckets: "public" is served to anyone, "private" only through signed links. */
export type StorageBucket = "public" | "private";

/** Thrown when an object path could escape its bucket or is otherwise malformed. */
export class StoragePathError extends Error {
  override name = "StoragePathError";
}

/** Returns the path's segments, or throws StoragePathError when the path is not a safe relative path. */
export function storagePathSegments(path: string): string[] {
  const segments = path.split("/");
  if (path === "" || segments.length > MAX_SEGMENTS) {
    throw new StoragePathError(`Invalid storage path: ${JSON.stringify(path)}`);
  }
  for (const segment of segments) {
    // The pattern already refuses "", "." and ".." (a segment starts with a letter or digit).
    if (!SEGMENT.test(segment)) {
      throw new StoragePathError(`Invalid storage path segment in ${JSON.stringify(path)}`);
    }
  }
  // The local adapter keeps a sidecar "<file>.meta.json"; an object of that name would overwrite it.
  if (path.endsWith(".meta.json")) {
    throw new StoragePathError(`Storage paths may not end in .meta.json: ${JSON.stringify(path)}`);
  }
  return segments;
}

/** Checks a bucket name coming from outside (a URL, a form) and narrows its type. */
export function isStorageBucket(value: string): value is StorageBucket {
  return value === "public" || value === "private";
}
