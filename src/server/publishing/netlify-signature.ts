// Netlify signs a deploy notification with a JWS (HS256) in the X-Webhook-Signature header: its
// claims are {"iss": "netlify", "sha256": <hex SHA-256 of the raw body>}, its key the "JWS secret
// token" set on the notification (DEPLOY_NOTIFICATION_SECRET here). The local publisher signs
// its own notifications the same way, so both take one path.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** The header that carries the signature. */
export const SIGNATURE_HEADER = "x-webhook-signature";

const base64url = (data: string | Buffer) => Buffer.from(data).toString("base64url");
const sha256Hex = (body: Uint8Array) => createHash("sha256").update(body).digest("hex");
const hmac = (secret: string, input: string) =>
  createHmac("sha256", secret).update(input).digest("base64url");

/** The signature Netlify would send for `body`. */
export function signDeployNotification(body: Uint8Array, secret: string): string {
  const header = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const claims = base64url(JSON.stringify({ iss: "netlify", sha256: sha256Hex(body) }));
  return `${header}.${claims}.${hmac(secret, `${header}.${claims}`)}`;
}

function decoded(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** True when `signature` is an HS256 JWS by `secret`, issued by netlify, for exactly `body`. */
export function verifyDeployNotification(
  body: Uint8Array,
  signature: string | null,
  secret: string,
): boolean {
  const [header, claims, mac, extra] = (signature ?? "").split(".");
  if (!header || !claims || !mac || extra !== undefined) return false;
  // The algorithm is fixed: a token naming "none" or another algorithm is refused outright.
  if (decoded(header)?.alg !== "HS256") return false;
  const expected = Buffer.from(hmac(secret, `${header}.${claims}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const payload = decoded(claims);
  return payload?.iss === "netlify" && payload.sha256 === sha256Hex(body);
}
