// The short-lived token a download request earns: "<payload>.<mac>", an HMAC-SHA256 over the
// payload with the deployment's signing secret. It names one driver and an expiry, so it opens
// that driver's file only, and only until it expires (docs/decisions/0029-drivers.md).
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/** How long a download token opens its driver's file: 15 minutes. */
export const DOWNLOAD_TOKEN_SECONDS = 15 * 60;

// The purpose is part of what is signed, so no other token made with the same secret (a storage
// link, say) can ever pass as a download token.
const PURPOSE = "driver-download";

const claimSchema = z.object({
  driver: z.number().int().positive(),
  request: z.string(),
  exp: z.number().int(),
});

/** What a download token grants: driver `driver`'s file until `exp` (Unix seconds). */
export type DownloadClaim = z.infer<typeof claimSchema>;

function mac(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`${PURPOSE}.${payload}`).digest("base64url");
}

/** A token for driver `driverId`, earned by request `requestId`, valid for DOWNLOAD_TOKEN_SECONDS. */
export function signDownloadToken(
  secret: string,
  driverId: number,
  requestId: string,
  now: number = Date.now(),
): { token: string; expiresAt: Date } {
  const exp = Math.floor(now / 1000) + DOWNLOAD_TOKEN_SECONDS;
  const claim: DownloadClaim = { driver: driverId, request: requestId, exp };
  const payload = Buffer.from(JSON.stringify(claim)).toString("base64url");
  return { token: `${payload}.${mac(secret, payload)}`, expiresAt: new Date(exp * 1000) };
}

/** The claim of a genuine, unexpired token for driver `driverId`; null for anything else. */
export function verifyDownloadToken(
  secret: string,
  token: string,
  driverId: number,
  now: number = Date.now(),
): DownloadClaim | null {
  const [payload, given, extra] = token.split(".");
  if (!payload || !given || extra !== undefined) return null;
  // Compare the encoded strings: base64url's last character has unused bits.
  const expected = Buffer.from(mac(secret, payload));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  let claim: DownloadClaim;
  try {
    claim = claimSchema.parse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
  } catch {
    return null;
  }
  return claim.driver === driverId && claim.exp > Math.floor(now / 1000) ? claim : null;
}
