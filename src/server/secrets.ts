// The secret that signs short-lived links and tokens: SIGNING_SECRET, or locally a random one
// made once and kept in DATA_DIR (never used in production, where SIGNING_SECRET is required).
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { config } from "./config.ts";
import { refuseLocalFallback } from "./production-config.ts";

let cached: string | undefined;

/** The signing secret of this deployment. */
export function signingSecret(): string {
  if (cached) return cached;
  const settings = config();
  if (settings.SIGNING_SECRET) return (cached = settings.SIGNING_SECRET);
  refuseLocalFallback(["SIGNING_SECRET"]);
  if (settings.SUPABASE_URL)
    throw new Error("SIGNING_SECRET must be set when SUPABASE_URL is set.");
  const file = join(settings.DATA_DIR, "signing-secret");
  try {
    cached = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(settings.DATA_DIR, { recursive: true });
    cached = randomBytes(32).toString("base64url");
    writeFileSync(file, cached, { mode: 0o600, flag: "wx" });
  }
  return cached;
}
