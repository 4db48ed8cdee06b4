// The account calls of the admin's account screens (document 3 §7.1): staff accounts (admins),
// the signed-in user's password and profile.
import type {
  ChangePasswordInput,
  ProfileInput,
  RegisterInput,
  StaffAccountUpdateInput,
} from "../../../lib/auth/auth-schemas.ts";
import { adminFetch } from "../admin-api.ts";
import { listOf, shape } from "../response-readers.ts";
import { readStaffUser, readUserResponse, type StaffUser } from "../auth/auth-api.ts";

/** An admin creates a staff account. */
export function registerStaff(input: RegisterInput): Promise<StaffUser> {
  return adminFetch("/api/auth/register", { method: "POST", json: input, parse: readUserResponse });
}

/** Changes the signed-in user's password (the server ends their other sessions). */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await adminFetch("/api/auth/change-password", { method: "POST", json: input });
}

/** Changes the signed-in user's display name and e-mail. */
export function updateProfile(input: ProfileInput): Promise<StaffUser> {
  return adminFetch("/api/auth/profile", { method: "PUT", json: input, parse: readUserResponse });
}

const readUsers = shape({ users: listOf(readStaffUser) });

/** Every staff account (admins only). */
export async function listStaff(signal?: AbortSignal): Promise<StaffUser[]> {
  return (
    await adminFetch("/api/auth/users", { signal, parse: (body) => readUsers(body, "answer") })
  ).users;
}

/** An admin activates, deactivates or changes the role of an account. */
export function updateStaffAccount(
  id: number,
  changes: StaffAccountUpdateInput,
): Promise<StaffUser> {
  return adminFetch(`/api/auth/users/${id}`, {
    method: "PUT",
    json: changes,
    parse: readUserResponse,
  });
}
