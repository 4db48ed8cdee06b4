// Recovery codes: a way into an account that guessing cannot block. The account's ceiling on
// guesses from new addresses (throttle.ts) can be spent by anyone who knows the username; a code
// typed in the password box signs the account in once, from anywhere, even then. A code is
// printed by `npm run admin:create` (and `npm run admin:recovery-code`) and stored only as its
// SHA-256: 160 random bits need no slow hash, and a plain digest compares in constant time.
import { createHash, randomBytes } from "node:crypto";
import type { Sql } from "../db/client.ts";
import type { StaffUser } from "./staff-users.ts";
import { staffUserColumns } from "./staff-users.ts";

// Base32 without look-alikes' ambiguity (RFC 4648), in groups of four for reading aloud.
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const GROUPS = 8;

const digest = (code: string) =>
  createHash("sha256").update(code.trim().toUpperCase()).digest("hex");

/** True when `text` is shaped like a recovery code (a password rarely is). */
const looksLikeRecoveryCode = (text: string) => /^[A-Z2-7]{4}(-[A-Z2-7]{4}){7}$/i.test(text.trim());

/** A fresh code: 32 base32 characters (160 bits) in groups of four. */
function generateRecoveryCode(): string {
  const bytes = randomBytes(GROUPS * 4);
  const characters = [...bytes].map((byte) => ALPHABET[byte % 32]!);
  const groups = Array.from({ length: GROUPS }, (_, n) => characters.slice(n * 4, n * 4 + 4));
  return groups.map((group) => group.join("")).join("-");
}

/** Gives the account a new code (the old one stops working); null when there is no such account. */
export async function issueRecoveryCode(sql: Sql, username: string): Promise<string | null> {
  const code = generateRecoveryCode();
  const rows = await sql`
    update staff_users set recovery_code_hash = ${digest(code)}
     where username = ${username.trim().toLowerCase()}`;
  return rows.count > 0 ? code : null;
}

/**
 * Signs in with a recovery code: the active account it opens, the code used up in the same
 * statement (so two requests with it cannot both succeed), or null.
 */
export async function redeemRecoveryCode(
  sql: Sql,
  username: string,
  code: string,
): Promise<StaffUser | null> {
  if (!looksLikeRecoveryCode(code)) return null;
  const [row] = await sql<StaffUser[]>`
    update staff_users u set recovery_code_hash = null
     where u.username = ${username.trim().toLowerCase()} and u.is_active
       and u.recovery_code_hash = ${digest(code)}
    returning ${staffUserColumns(sql)}`;
  return row ?? null;
}
