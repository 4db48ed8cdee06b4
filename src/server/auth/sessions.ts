// Signed-in staff sessions. The browser holds a random token; the table holds only its SHA-256,
// so a leaked copy of the table opens no session.
import { createHash, randomBytes } from "node:crypto";
import type { Sql } from "../db/client.ts";
import { SESSION_SECONDS } from "./cookies.ts";
import { staffUserColumns, type StaffUser } from "./staff-users.ts";
import { hashClientAddress } from "./throttle.ts";

/** A session as the server knows it. */
export interface StaffSession {
  id: number;
  tokenHash: string;
  expiresAt: Date;
}

/** A session that is still valid, with its active user. */
export interface SignedInStaff {
  user: StaffUser;
  session: StaffSession;
}

/** The new token to send in the cookie, and how long it lasts. */
export interface NewSession {
  token: string;
  expiresAt: Date;
  maxAgeSeconds: number;
}

/** How long a session lasts and where it was opened (the address is stored only hashed). */
export interface SessionOptions {
  rememberMe: boolean;
  ip?: string | null | undefined;
  userAgent?: string | null | undefined;
}

// 32 random bytes in base64url are 43 characters; anything else cannot be a token of ours.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The stored form of a token: its SHA-256 in hex. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Starts a session for a user: 30 days with rememberMe, else 12 hours. */
export async function createSession(
  sql: Sql,
  userId: number,
  options: SessionOptions,
): Promise<NewSession> {
  const token = randomBytes(32).toString("base64url");
  const maxAgeSeconds = options.rememberMe ? SESSION_SECONDS.remembered : SESSION_SECONDS.standard;
  // Purging here keeps the table small without a scheduled job; the index makes it cheap.
  await sql`delete from staff_sessions where expires_at < now()`;
  const [row] = await sql<{ expiresAt: Date }[]>`
    insert into staff_sessions (user_id, token_hash, expires_at, ip_hash, user_agent)
    values (${userId}, ${hashSessionToken(token)}, now() + make_interval(secs => ${maxAgeSeconds}),
            ${hashClientAddress(options.ip)}, ${options.userAgent?.slice(0, 1000) ?? null})
    returning expires_at as "expiresAt"`;
  return { token, expiresAt: row!.expiresAt, maxAgeSeconds };
}

/**
 * The user and session a token opens, or null when the token is unknown, expired, or its user
 * is deactivated. Notes the visit in last_seen_at, at most once a minute per session.
 */
export async function findSession(
  sql: Sql,
  token: string | null | undefined,
): Promise<SignedInStaff | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const tokenHash = hashSessionToken(token);
  const [row] = await sql<(StaffUser & { sessionId: number; expiresAt: Date; stale: boolean })[]>`
    select ${staffUserColumns(sql)}, s.id::int as "sessionId", s.expires_at as "expiresAt",
           s.last_seen_at < now() - interval '1 minute' as stale
      from staff_sessions s join staff_users u on u.id = s.user_id
     where s.token_hash = ${tokenHash} and s.expires_at > now() and u.is_active`;
  if (!row) return null;
  const { sessionId, expiresAt, stale, ...user } = row;
  if (stale) await sql`update staff_sessions set last_seen_at = now() where id = ${sessionId}`;
  return { user, session: { id: sessionId, tokenHash, expiresAt } };
}

/** Ends the session of a token (signing out); does nothing for an unknown token. */
export async function endSession(sql: Sql, token: string | null | undefined): Promise<void> {
  if (!token || !TOKEN_PATTERN.test(token)) return;
  await sql`delete from staff_sessions where token_hash = ${hashSessionToken(token)}`;
}

/** Ends every session of a user but the one whose hash is `keepTokenHash` (after a password change). */
export async function endOtherSessions(
  sql: Sql,
  userId: number,
  keepTokenHash: string,
): Promise<number> {
  const rows =
    await sql`delete from staff_sessions where user_id = ${userId} and token_hash <> ${keepTokenHash}`;
  return rows.count;
}

/** Ends every session of a user (when an admin deactivates the account). */
export async function endAllSessions(sql: Sql, userId: number): Promise<number> {
  const rows = await sql`delete from staff_sessions where user_id = ${userId}`;
  return rows.count;
}
