// The storage of this deployment: Supabase Storage when SUPABASE_URL is set, else a local folder
// (never on Netlify, where a function's disk is read-only).
import { join, resolve } from "node:path";
import { config } from "../config.ts";
import { refuseLocalFallback } from "../production-config.ts";
import { signingSecret } from "../secrets.ts";
import { createStorage, type Storage } from "./storage.ts";

let cached: Storage | undefined;

/** The process-wide storage adapter. */
export function serverStorage(): Storage {
  if (cached) return cached;
  const settings = config();
  if (!settings.SUPABASE_URL) refuseLocalFallback(["SUPABASE_URL", "SUPABASE_SERVICE_ROLE_KEY"]);
  cached =
    settings.SUPABASE_URL && settings.SUPABASE_SERVICE_ROLE_KEY
      ? createStorage({
          kind: "supabase",
          url: settings.SUPABASE_URL,
          serviceRoleKey: settings.SUPABASE_SERVICE_ROLE_KEY,
          publicBucket: settings.STORAGE_PUBLIC_BUCKET,
          privateBucket: settings.STORAGE_PRIVATE_BUCKET,
        })
      : createStorage({
          kind: "local",
          root: resolve(join(settings.DATA_DIR, "storage")),
          publicBaseUrl: `${settings.SITE_URL}/api/storage/public`,
          signingSecret: signingSecret(),
          siteUrl: settings.SITE_URL,
          uploadBaseUrl: settings.LOCAL_UPLOAD_URL,
        });
  return cached;
}
