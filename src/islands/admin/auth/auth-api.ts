// The staff account calls the admin island makes (document 3 §7.1), with their answers checked,
// and the browser's remembered user (document 3 §4, §9: keys "user" and "isAuthenticated").
import { z } from "zod";
import type {
  ChangePasswordInput,
  LoginInput,
  ProfileInput,
  RegisterInput,
  StaffAccountUpdateInput,
} from "../../../lib/auth-schemas.ts";
import { adminFetch } from "../admin-api.ts";

/** A staff account as the auth calls answer it. */
export const staffUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(["admin", "staff"]),
  isActive: z.boolean(),
  lastLoginAt: z.string().nullable(),
});

/** A staff account as the admin island uses it. */
export type StaffUser = z.infer<typeof staffUserSchema>;

const checkSchema = z.object({
  isAuthenticated: z.boolean(),
  user: staffUserSchema.nullable(),
});

/** The answer of GET /api/auth/check. */
export type AuthCheck = z.infer<typeof checkSchema>;

/** The auth check gives up after this long (document 3 §9). */
export const AUTH_CHECK_TIMEOUT_MS = 5000;

/** Asks the server whether this browser's session is signed in. */
export function checkAuth(signal?: AbortSignal): Promise<AuthCheck> {
  const timeout = AbortSignal.timeout(AUTH_CHECK_TIMEOUT_MS);
  return adminFetch("/api/auth/check", {
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    parse: (body) => checkSchema.parse(body),
  });
}

const userAnswer = z.object({ user: staffUserSchema });

/** Signs in; the session cookie comes back with the answer. */
export async function login(input: LoginInput): Promise<StaffUser> {
  return (
    await adminFetch("/api/auth/login", { method: "POST", json: input, parse: userAnswer.parse })
  ).user;
}

/** Ends the session on the server. */
export async function logout(): Promise<void> {
  await adminFetch("/api/auth/logout", { method: "POST" });
}

/** An admin creates a staff account. */
export async function registerStaff(input: RegisterInput): Promise<StaffUser> {
  return (
    await adminFetch("/api/auth/register", { method: "POST", json: input, parse: userAnswer.parse })
  ).user;
}

/** Changes the signed-in user's password (the server ends their other sessions). */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await adminFetch("/api/auth/change-password", { method: "POST", json: input });
}

/** Changes the signed-in user's display name and e-mail. */
export async function updateProfile(input: ProfileInput): Promise<StaffUser> {
  return (
    await adminFetch("/api/auth/profile", { method: "PUT", json: input, parse: userAnswer.parse })
  ).user;
}

const usersAnswer = z.object({ users: z.array(staffUserSchema) });

/** Every staff account (admins only). */
export async function listStaff(signal?: AbortSignal): Promise<StaffUser[]> {
  return (await adminFetch("/api/auth/users", { signal, parse: usersAnswer.parse })).users;
}

/** An admin activates, deactivates or changes the role of an account. */
export async function updateStaffAccount(
  id: number,
  changes: StaffAccountUpdateInput,
): Promise<StaffUser> {
  return (
    await adminFetch(`/api/auth/users/${id}`, {
      method: "PUT",
      json: changes,
      parse: userAnswer.parse,
    })
  ).user;
}

const USER_KEY = "user";
const FLAG_KEY = "isAuthenticated";

/** The user this browser remembers as signed in, if any (a hint only: the server decides). */
export function rememberedUser(): StaffUser | null {
  try {
    if (localStorage.getItem(FLAG_KEY) !== "true") return null;
    return staffUserSchema.parse(JSON.parse(localStorage.getItem(USER_KEY) ?? "null"));
  } catch {
    return null;
  }
}

/** Remembers the signed-in user, or forgets it with null. */
export function rememberUser(user: StaffUser | null): void {
  try {
    if (user) {
      localStorage.setItem(USER_KEY, JSON.stringify(user));
      localStorage.setItem(FLAG_KEY, "true");
    } else {
      localStorage.removeItem(USER_KEY);
      localStorage.removeItem(FLAG_KEY);
    }
  } catch {
    // Storage refused (private mode, quota): the server check still decides on every load.
  }
}
