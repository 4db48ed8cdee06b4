// Throttles sign-ins before the password is checked, in three counts that each let a request
// through or refuse it in one statement (so a burst of parallel requests cannot get past them):
//   1. per address, whatever the username: MAX_GUESSES_PER_ADDRESS in 15 minutes (spraying).
//      It comes first, so an address past it writes nothing more (no row per invented username).
//   2. per account and address: 5 guesses, then lockouts of 1, 2, 4... up to 60 minutes
//      (guess-limits.ts). Someone else's guesses, from elsewhere, never lock the owner's address.
//   3. per account from addresses it never signed in from: ACCOUNT_CEILING, for guesses spread
//      over many addresses. The owner's own addresses are exempt, so it cannot lock them out, and
//      a recovery code (recovery-codes.ts) opens the account from a new address even past it.
// A request refused by one count is not counted by the later ones; one refused by the account's
// own lockout gives the address its count back (its password is never checked). A right password
// gives its counts back.
import { createHmac } from "node:crypto";
import type { Sql } from "../db/client.ts";
import { consumeRateLimit, releaseRateLimit, type RateLimit } from "../http/rate-limit.ts";
import { signingSecret } from "../secrets.ts";
import { clearGuesses, isKnownSignInAddress, reserveGuess } from "./guess-limits.ts";

/** Sign-ins checked per address, whatever the username (an office may share one address). */
export const MAX_GUESSES_PER_ADDRESS: RateLimit = { max: 20, windowSeconds: 15 * 60 };
/** Sign-ins checked per account from addresses it has not signed in from. */
export const ACCOUNT_CEILING: RateLimit = { max: 50, windowSeconds: 60 * 60 };

/**
 * A keyed hash (HMAC-SHA-256 with the signing secret) of a client address, so the database
 * never holds addresses and its hashes cannot be reversed by hashing all IPv4 addresses.
 */
export function hashClientAddress(ip: string | null | undefined): string | null {
  return ip ? createHmac("sha256", signingSecret()).update(ip).digest("hex") : null;
}

/** The account a sign-in names, as the counts key it (existing or not). */
function signInAccount(username: string): string {
  return username.trim().toLowerCase().slice(0, 200);
}

/** Which count refused a sign-in. */
export type RefusedBy = "address" | "account-and-address" | "account";

/**
 * A sign-in let through (waitSeconds 0, with the counters it used) or refused for waitSeconds by
 * `by` (refused by the account's ceiling, it keeps the counters it used before).
 */
export interface SignInReservation {
  waitSeconds: number;
  counters: { key: string; limit: RateLimit }[];
  by?: RefusedBy;
}

/** Counts a sign-in attempt before its password is checked; see the top of this file. */
export async function reserveSignIn(
  sql: Sql,
  username: string,
  ipHash: string | null,
): Promise<SignInReservation> {
  const account = signInAccount(username);
  const counters: SignInReservation["counters"] = [];
  const refused = (waitSeconds: number, by: RefusedBy) => ({ waitSeconds, counters: [], by });
  const address = ipHash
    ? { key: `sign-in-address:${ipHash}`, limit: MAX_GUESSES_PER_ADDRESS }
    : null;
  if (address) {
    const wait = await consumeRateLimit(sql, address.key, address.limit);
    if (wait > 0) return refused(wait, "address");
  }
  const pairWait = await reserveGuess(sql, "sign-in", account, ipHash ?? "");
  if (pairWait > 0) {
    if (address) await releaseRateLimit(sql, address.key, address.limit);
    return refused(pairWait, "account-and-address");
  }
  if (address) counters.push(address);
  if (!(await isKnownSignInAddress(sql, account, ipHash ?? ""))) {
    const ceiling = { key: `sign-in-account:${account}`, limit: ACCOUNT_CEILING };
    const wait = await consumeRateLimit(sql, ceiling.key, ceiling.limit);
    if (wait > 0) return { waitSeconds: wait, counters, by: "account" as const };
    counters.push(ceiling);
  }
  return { waitSeconds: 0, counters };
}

/** A right password: clears the account's guesses from this address and gives the counts back. */
export async function signInSucceeded(
  sql: Sql,
  username: string,
  ipHash: string | null,
  reservation: SignInReservation,
): Promise<void> {
  await clearGuesses(sql, "sign-in", signInAccount(username), ipHash ?? "");
  for (const { key, limit } of reservation.counters) await releaseRateLimit(sql, key, limit);
}
