// Signing in and changing one's password: the two places a password is guessed. Each guess is
// counted, and may be refused, before the password is checked (throttle.ts, guess-limits.ts).
import type { Sql } from "../db/client.ts";
import { clearGuesses, reserveGuess } from "./guess-limits.ts";
import { redeemRecoveryCode } from "./recovery-codes.ts";
import { authenticateStaff, changeStaffPassword, type StaffUser } from "./staff-users.ts";
import { reserveSignIn, signInSucceeded } from "./throttle.ts";

/** A password check's answer: done, a wrong password, or refused for `waitSeconds` unchecked. */
export type Checked<T> =
  { outcome: "ok"; value: T } | { outcome: "wrong" } | { outcome: "refused"; waitSeconds: number };

/**
 * Checks sign-in credentials from a (hashed) address; the active account they open when right.
 * The password may be the account's recovery code, used up by the sign-in.
 */
export async function signIn(
  sql: Sql,
  credentials: { username: string; password: string },
  ipHash: string | null,
): Promise<Checked<StaffUser>> {
  const { username, password } = credentials;
  const reservation = await reserveSignIn(sql, username, ipHash);
  const { waitSeconds, by } = reservation;
  // Past the account's ceiling only a recovery code is checked: it is the owner's way in.
  const pastCeiling = waitSeconds > 0 && by === "account";
  if (waitSeconds > 0 && !pastCeiling) return { outcome: "refused", waitSeconds };
  const user =
    (pastCeiling ? null : await authenticateStaff(sql, username, password)) ??
    (await redeemRecoveryCode(sql, username, password));
  if (!user) return pastCeiling ? { outcome: "refused", waitSeconds } : { outcome: "wrong" };
  await signInSucceeded(sql, username, ipHash, reservation);
  return { outcome: "ok", value: user };
}

/**
 * Replaces a signed-in user's password when `currentPassword` is right. Its guesses are limited
 * per account, from any address: whoever holds a stolen session must not try passwords freely.
 */
export async function changeOwnPassword(
  sql: Sql,
  user: StaffUser,
  passwords: { currentPassword: string; newPassword: string },
): Promise<Checked<true>> {
  const waitSeconds = await reserveGuess(sql, "change-password", user.username, "");
  if (waitSeconds > 0) return { outcome: "refused", waitSeconds };
  const { currentPassword, newPassword } = passwords;
  if (!(await changeStaffPassword(sql, user.id, currentPassword, newPassword))) {
    return { outcome: "wrong" };
  }
  await clearGuesses(sql, "change-password", user.username, "");
  return { outcome: "ok", value: true };
}
