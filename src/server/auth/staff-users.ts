// Staff accounts: creation, sign-in check, look-up and changes. Usernames are stored in lower case.
import type { Sql } from "../db/client.ts";
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from "./passwords.ts";

/** The two roles: an admin also manages staff accounts. */
export type StaffRole = "admin" | "staff";

/** A staff account as the API shows it: never its password hash. */
export interface StaffUser {
  id: number;
  username: string;
  displayName: string | null;
  email: string | null;
  role: StaffRole;
  isActive: boolean;
  lastLoginAt: Date | null;
}

/** The fields to create a staff account. */
export interface NewStaffUser {
  username: string;
  password: string;
  role: StaffRole;
  displayName?: string | null | undefined;
  email?: string | null | undefined;
}

/** The columns of a StaffUser, read from staff_users aliased as `u` (sessions join on it too). */
export function staffUserColumns(sql: Sql) {
  return sql`u.id::int as id, u.username, u.display_name as "displayName", u.email, u.role,
             u.is_active as "isActive", u.last_login_at as "lastLoginAt"`;
}

function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** Creates an account, or returns null when the username is taken. */
export async function createStaffUser(sql: Sql, user: NewStaffUser): Promise<StaffUser | null> {
  const passwordHash = await hashPassword(user.password);
  const [row] = await sql<StaffUser[]>`
    insert into staff_users as u (username, password_hash, role, display_name, email)
    values (${normalizeUsername(user.username)}, ${passwordHash}, ${user.role},
            ${user.displayName ?? null}, ${user.email ?? null})
    on conflict (username) do nothing
    returning ${staffUserColumns(sql)}`;
  return row ?? null;
}

/** How many staff accounts exist. */
export async function countStaffUsers(sql: Sql): Promise<number> {
  const [row] = await sql<{ count: number }[]>`select count(*)::int as count from staff_users`;
  return row?.count ?? 0;
}

/** One account by id, or null. */
async function getStaffUser(sql: Sql, id: number): Promise<StaffUser | null> {
  const [row] = await sql<
    StaffUser[]
  >`select ${staffUserColumns(sql)} from staff_users u where u.id = ${id}`;
  return row ?? null;
}

/** Every account, by username. */
export async function listStaffUsers(sql: Sql): Promise<StaffUser[]> {
  return sql<StaffUser[]>`select ${staffUserColumns(sql)} from staff_users u order by u.username`;
}

/**
 * The active account these credentials open, or null. An unknown username is checked against a
 * dummy hash of the same cost, so every answer costs one scrypt run and timing does not tell
 * which names exist.
 */
export async function authenticateStaff(
  sql: Sql,
  username: string,
  password: string,
): Promise<StaffUser | null> {
  const [row] = await sql<(StaffUser & { passwordHash: string })[]>`
    select ${staffUserColumns(sql)}, u.password_hash as "passwordHash"
      from staff_users u where u.username = ${normalizeUsername(username)}`;
  if (!row) {
    await verifyPassword(password, dummyPasswordHash());
    return null;
  }
  const { passwordHash, ...user } = row;
  if (!(await verifyPassword(password, passwordHash)) || !user.isActive) return null;
  if (needsRehash(passwordHash)) {
    // Only the hash just checked is replaced: a password changed meanwhile stays as changed.
    const rehashed = await hashPassword(password);
    await sql`update staff_users set password_hash = ${rehashed}
               where id = ${user.id} and password_hash = ${passwordHash}`;
  }
  return user;
}

/** Stamps a successful sign-in; returns the account with its new lastLoginAt. */
export async function recordStaffLogin(sql: Sql, id: number): Promise<StaffUser | null> {
  const [row] = await sql<StaffUser[]>`
    update staff_users u set last_login_at = now() where u.id = ${id} returning ${staffUserColumns(sql)}`;
  return row ?? null;
}

/** Replaces the password when `currentPassword` is right; false when it is not. */
export async function changeStaffPassword(
  sql: Sql,
  id: number,
  currentPassword: string,
  newPassword: string,
): Promise<boolean> {
  const [row] = await sql<{ passwordHash: string }[]>`
    select password_hash as "passwordHash" from staff_users where id = ${id}`;
  if (!row || !(await verifyPassword(currentPassword, row.passwordHash))) return false;
  const passwordHash = await hashPassword(newPassword);
  await sql`update staff_users set password_hash = ${passwordHash}, password_changed_at = now() where id = ${id}`;
  return true;
}

// Applies the given columns only: a field left out of a change keeps its value.
async function updateColumns(
  sql: Sql,
  id: number,
  changes: Record<string, unknown>,
): Promise<StaffUser | null> {
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(defined).length === 0) return getStaffUser(sql, id);
  const [row] = await sql<StaffUser[]>`
    update staff_users u set ${sql(defined)} where u.id = ${id} returning ${staffUserColumns(sql)}`;
  return row ?? null;
}

/** The fields a user may change on their own account; null clears one. */
export interface StaffProfileChanges {
  displayName?: string | null | undefined;
  email?: string | null | undefined;
}

/** Updates a user's own name and e-mail; null when there is no such account. */
export function updateStaffProfile(
  sql: Sql,
  id: number,
  changes: StaffProfileChanges,
): Promise<StaffUser | null> {
  return updateColumns(sql, id, { display_name: changes.displayName, email: changes.email });
}

/** What an admin may change on any account. */
export interface StaffAccountChanges {
  isActive?: boolean | undefined;
  role?: StaffRole | undefined;
}

/** Activates, deactivates or changes the role of an account; null when there is no such account. */
export function updateStaffAccount(
  sql: Sql,
  id: number,
  changes: StaffAccountChanges,
): Promise<StaffUser | null> {
  return updateColumns(sql, id, { is_active: changes.isActive, role: changes.role });
}
