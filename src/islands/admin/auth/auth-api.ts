// The session calls of the admin island (document 3 §7.1: check, login, logout), with their
// answers checked, and the browser's remembered user (document 3 §4, §9: keys "user" and
// "isAuthenticated"). They run before anyone is signed in, so they check answers without zod.
import type { LoginInput } from "../../../lib/auth/auth-schemas.ts";
import { adminFetch } from "../admin-api.ts";
import { boolean, nullable, number, oneOf, shape, text } from "../response-readers.ts";

/** A staff account as the auth calls answer it. */
export interface StaffUser {
  id: number;
  username: string;
  displayName: string | null;
  email: string | null;
  role: "admin" | "staff";
  isActive: boolean;
  lastLoginAt: string | null;
}

/** Reads a staff account from an answer (or from the browser's storage). */
export const readStaffUser = shape<StaffUser>({
  id: number,
  username: text,
  displayName: nullable(text),
  email: nullable(text),
  role: oneOf(["admin", "staff"]),
  isActive: boolean,
  lastLoginAt: nullable(text),
});

/** The answer of GET /api/auth/check. */
export interface AuthCheck {
  isAuthenticated: boolean;
  user: StaffUser | null;
}

const readCheck = shape<AuthCheck>({ isAuthenticated: boolean, user: nullable(readStaffUser) });

/** Reads the `{ user }` answer of the calls that return the account they changed. */
export const readUserResponse = (body: unknown) =>
  shape({ user: readStaffUser })(body, "answer").user;

/** The auth check gives up after this long (document 3 §9). */
export const AUTH_CHECK_TIMEOUT_MS = 5000;

/** Asks the server whether this browser's session is signed in. */
export function checkAuth(signal?: AbortSignal): Promise<AuthCheck> {
  const timeout = AbortSignal.timeout(AUTH_CHECK_TIMEOUT_MS);
  return adminFetch("/api/auth/check", {
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    parse: (body) => readCheck(body, "answer"),
  });
}

/** Signs in; the session cookie comes back with the answer. */
export function login(input: LoginInput): Promise<StaffUser> {
  return adminFetch("/api/auth/login", { method: "POST", json: input, parse: readUserResponse });
}

/** Ends the session on the server. */
export async function logout(): Promise<void> {
  await adminFetch("/api/auth/logout", { method: "POST" });
}

const USER_KEY = "user";
const FLAG_KEY = "isAuthenticated";

/** The user this browser remembers as signed in, if any (a hint only: the server decides). */
export function rememberedUser(): StaffUser | null {
  try {
    if (localStorage.getItem(FLAG_KEY) !== "true") return null;
    return readStaffUser(JSON.parse(localStorage.getItem(USER_KEY) ?? "null"), "user");
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
