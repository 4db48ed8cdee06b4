// Limits on password guesses, in password_guess_limits: a guess is counted, and let through or
// refused, by one upsert BEFORE the password is checked, so however many requests arrive at once,
// at most GUESS_LIMIT.guesses of them are checked per round. A round that reaches the limit locks
// the row for a while that doubles with each lockout; a right password clears the row.
import type { Sql } from "../db/client.ts";

/** What a limit guards: a sign-in, or the current password asked by a password change. */
export type GuessPurpose = "sign-in" | "change-password";

/** The limit on one row (one account, from one address where the purpose counts by address). */
const GUESS_LIMIT = {
  /** Guesses checked per round; the last of them starts a lockout. */
  guesses: 5,
  /** A round ends this long after its first guess when the limit was not reached. */
  roundSeconds: 15 * 60,
  /** The first lockout; each further one lasts twice the one before... */
  firstLockoutSeconds: 60,
  /** ...up to this. */
  maxLockoutSeconds: 60 * 60,
  /** A day without guesses starts the lockouts again from the first. */
  forgetLockoutsSeconds: 24 * 60 * 60,
} as const;

/** A sign-in's address stays the owner's this long after their last success from it. */
const KNOWN_ADDRESS_DAYS = 90;

/**
 * Counts one guess on the row of (purpose, account, ipHash) unless it is locked: 0 when the
 * password may now be checked, else the seconds until the lockout ends (the guess is not counted,
 * so waiting always ends). ipHash is '' for a limit on the account alone.
 */
export async function reserveGuess(
  sql: Sql,
  purpose: GuessPurpose,
  account: string,
  ipHash: string,
): Promise<number> {
  const limit = GUESS_LIMIT;
  // Every expression reads the row as it was before this upsert; the upsert holds its lock.
  const locked = sql`coalesce(g.locked_until > now(), false)`;
  const newRound = sql`(g.guesses = 0 or g.locked_until is not null
    or g.round_started_at <= now() - make_interval(secs => ${limit.roundSeconds}))`;
  const guesses = sql`(case when ${newRound} then 1 else g.guesses + 1 end)`;
  const level = sql`(case
    when g.last_guess_at <= now() - make_interval(secs => ${limit.forgetLockoutsSeconds}) then 0
    else g.lockouts end)`;
  const lockout = sql`least(${limit.firstLockoutSeconds} * power(2, least(${level}, 30)),
    ${limit.maxLockoutSeconds})`;
  const reachesLimit = sql`${guesses} >= ${limit.guesses}`;
  const [row] = await sql<{ allowed: boolean; wait: number }[]>`
    insert into password_guess_limits as g (purpose, account, ip_hash, guesses)
    values (${purpose}, ${account}, ${ipHash}, 1)
    on conflict (purpose, account, ip_hash) do update set
      allowed = not ${locked},
      guesses = case when ${locked} then g.guesses else ${guesses} end,
      round_started_at = case when not ${locked} and ${newRound} then now()
                              else g.round_started_at end,
      lockouts = case when ${locked} then g.lockouts
                      when ${reachesLimit} then ${level} + 1
                      else ${level} end,
      locked_until = case when ${locked} then g.locked_until
                          when ${reachesLimit} then now() + make_interval(secs => ${lockout})
                          else null end,
      last_guess_at = case when ${locked} then g.last_guess_at else now() end
    returning allowed, ceil(extract(epoch from locked_until - now()))::int as wait`;
  await purgeForgottenRows(sql);
  // A first guess inserts the row: allowed, since the limit is above one guess.
  if (!row || row.allowed) return 0;
  return Math.max(1, row.wait);
}

// A row a day without guesses is as good as none (its round, lockout and level are over), unless
// it still marks the owner's address.
async function purgeForgottenRows(sql: Sql): Promise<void> {
  await sql`
    delete from password_guess_limits
     where last_guess_at < now() - make_interval(secs => ${GUESS_LIMIT.forgetLockoutsSeconds})
       and (last_success_at is null
            or last_success_at < now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}))`;
}

/** A right password: the row's guesses and lockouts start again from nothing. */
export async function clearGuesses(
  sql: Sql,
  purpose: GuessPurpose,
  account: string,
  ipHash: string,
): Promise<void> {
  await sql`
    update password_guess_limits
       set guesses = 0, lockouts = 0, locked_until = null, last_success_at = now()
     where purpose = ${purpose} and account = ${account} and ip_hash = ${ipHash}`;
}

/** True when `account` signed in successfully from this address in the last KNOWN_ADDRESS_DAYS. */
export async function isKnownSignInAddress(
  sql: Sql,
  account: string,
  ipHash: string,
): Promise<boolean> {
  if (ipHash === "") return false;
  const [row] = await sql<{ known: boolean }[]>`
    select exists (
      select from password_guess_limits
       where purpose = 'sign-in' and account = ${account} and ip_hash = ${ipHash}
         and last_success_at > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})) as known`;
  return row?.known ?? false;
}

/** "1 minute", "15 minutes": a wait in whole minutes, rounded up, as the 429 messages say it. */
export function minutesToWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
