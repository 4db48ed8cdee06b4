// Staff accounts: creation and look-up. Usernames are stored in lower case.
import type { Sql } from "../db/client.ts";
import { hashPassword } from "./passwords.ts";

/** A staff account without its password hash. */
export interface StaffUser {
  id: number;
  username: string;
  display_name: string | null;
  email: string | null;
  role: "admin" | "staff";
  is_active: boolean;
}

/** The fields to create a staff account. */
export interface NewStaffUser {
  username: string;
  password: string;
  role: "admin" | "staff";
  displayName?: string;
  email?: string;
}

/** Creates an account, or returns null when the username is taken. */
export async function createStaffUser(sql: Sql, user: NewStaffUser): Promise<StaffUser | null> {
  const passwordHash = await hashPassword(user.password);
  const [row] = await sql<StaffUser[]>`
    insert into staff_users (username, password_hash, role, display_name, email)
    values (${user.username.trim().toLowerCase()}, ${passwordHash}, ${user.role},
            ${user.displayName ?? null}, ${user.email ?? null})
    on conflict (username) do nothing
    returning id::int as id, username, display_name, email, role, is_active`;
  return row ?? null;
}

/** Sets a new password for an existing account; false when there is no such user. */
export async function setStaffPassword(sql: Sql, username: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const rows = await sql`
    update staff_users set password_hash = ${passwordHash}, password_changed_at = now()
     where username = ${username.trim().toLowerCase()}`;
  return rows.count > 0;
}

/** How many staff accounts exist. */
export async function countStaffUsers(sql: Sql): Promise<number> {
  const [row] = await sql<{ count: number }[]>`select count(*)::int as count from staff_users`;
  return row?.count ?? 0;
}
