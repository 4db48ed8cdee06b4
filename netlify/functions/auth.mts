// /api/auth/*: staff sign-in, sessions and accounts (document 3 §7.1; DESIGN "Staff accounts").
// Nobody registers themself: only a signed-in admin creates accounts.
import type { Config, Context } from "@netlify/functions";
import {
  changePasswordSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  staffAccountUpdateSchema,
} from "../../src/lib/auth/auth-schemas.ts";
import {
  clearedSessionCookie,
  readSessionToken,
  sessionCookie,
} from "../../src/server/auth/cookies.ts";
import { adminOnly, assertSameOrigin, staffOnly } from "../../src/server/auth/guard.ts";
import { minutesToWait } from "../../src/server/auth/guess-limits.ts";
import { changeOwnPassword, signIn } from "../../src/server/auth/password-checks.ts";
import {
  createSession,
  endAllSessions,
  endOtherSessions,
  endSession,
  findSession,
  hashSessionToken,
} from "../../src/server/auth/sessions.ts";
import {
  createStaffUser,
  listStaffUsers,
  recordStaffLogin,
  updateStaffAccount,
  updateStaffProfile,
} from "../../src/server/auth/staff-users.ts";
import { hashClientAddress } from "../../src/server/auth/throttle.ts";
import { db } from "../../src/server/db/client.ts";
import { readJsonBody } from "../../src/server/http/body.ts";
import { errorResponse, HttpError } from "../../src/server/http/errors.ts";
import { privateJson } from "../../src/server/http/handler.ts";
import { functionApp } from "../../src/server/http/function-app.ts";

function withCookie(response: Response, cookie: string): Response {
  response.headers.append("set-cookie", cookie);
  return response;
}

// A refused guess: how long to wait, in the message the admin shows and in Retry-After.
function tooManyAttempts(what: string, retryAfterSeconds: number): Response {
  const message = `Too many ${what} attempts. Please wait ${minutesToWait(retryAfterSeconds)} and try again.`;
  const response = errorResponse(429, "too_many_attempts", message);
  response.headers.set("retry-after", String(retryAfterSeconds));
  return response;
}

// Throttled before the password is checked, so a refused guess costs no scrypt work.
async function login(
  req: Request,
  _params: Record<string, string>,
  context: Context,
): Promise<Response> {
  assertSameOrigin(req);
  const { username, password, rememberMe } = await readJsonBody(req, loginSchema);
  const checked = await signIn(db(), { username, password }, hashClientAddress(context.ip));
  if (checked.outcome === "refused") return tooManyAttempts("sign-in", checked.waitSeconds);
  if (checked.outcome === "wrong") {
    throw new HttpError(401, "invalid_credentials", "Invalid username or password");
  }
  const user = checked.value;
  await endSession(db(), readSessionToken(req));
  const userAgent = req.headers.get("user-agent");
  const session = await createSession(db(), user.id, { rememberMe, ip: context.ip, userAgent });
  const signedIn = (await recordStaffLogin(db(), user.id)) ?? user;
  const body = { success: true, user: signedIn, message: "Login successful" };
  return withCookie(privateJson(body), sessionCookie(session.token, session.maxAgeSeconds));
}

async function logout(req: Request): Promise<Response> {
  assertSameOrigin(req);
  await endSession(db(), readSessionToken(req));
  return withCookie(privateJson({ success: true }), clearedSessionCookie());
}

// Never 401: the admin shell polls this to learn whether to show the sign-in form.
async function check(req: Request): Promise<Response> {
  const token = readSessionToken(req);
  const signedIn = await findSession(db(), token);
  if (signedIn) return privateJson({ isAuthenticated: true, user: signedIn.user });
  const response = privateJson({ isAuthenticated: false, user: null });
  return token ? withCookie(response, clearedSessionCookie()) : response;
}

const register = adminOnly(async (req) => {
  const input = await readJsonBody(req, registerSchema);
  const user = await createStaffUser(db(), input);
  if (!user) {
    const message = "That username is already taken";
    throw new HttpError(409, "username_taken", message, { username: message });
  }
  return privateJson({ success: true, user }, 201);
});

// Ends the user's other sessions: a password change should lock out whoever else had it.
const changePassword = staffOnly(async (req, user) => {
  const passwords = await readJsonBody(req, changePasswordSchema);
  const checked = await changeOwnPassword(db(), user, passwords);
  if (checked.outcome === "refused") return tooManyAttempts("password", checked.waitSeconds);
  if (checked.outcome === "wrong") {
    const message = "Current password is incorrect";
    throw new HttpError(400, "wrong_password", message, { currentPassword: message });
  }
  await endOtherSessions(db(), user.id, hashSessionToken(readSessionToken(req) ?? ""));
  return privateJson({ success: true, message: "Password changed" });
});

const updateProfile = staffOnly(async (req, user) => {
  const changes = await readJsonBody(req, profileSchema);
  return privateJson({ success: true, user: await updateStaffProfile(db(), user.id, changes) });
});

const listUsers = adminOnly(async () => privateJson({ users: await listStaffUsers(db()) }));

const noSuchAccount = () => new HttpError(404, "not_found", "No such staff account.");

// The acting admin keeps their own access, so at least one active admin always remains.
const updateUser = adminOnly(async (req, admin, params) => {
  if (!/^\d{1,15}$/.test(params.id ?? "")) throw noSuchAccount();
  const id = Number(params.id);
  const changes = await readJsonBody(req, staffAccountUpdateSchema);
  if (id === admin.id && (changes.isActive === false || changes.role === "staff")) {
    throw new HttpError(400, "own_account", "You cannot deactivate or demote your own account.");
  }
  const user = await updateStaffAccount(db(), id, changes);
  if (!user) throw noSuchAccount();
  if (changes.isActive === false) await endAllSessions(db(), id);
  return privateJson({ success: true, user });
});

export default functionApp([
  { pattern: "/api/auth/login", methods: { POST: login } },
  { pattern: "/api/auth/logout", methods: { POST: logout } },
  { pattern: "/api/auth/check", methods: { GET: check } },
  { pattern: "/api/auth/register", methods: { POST: register } },
  { pattern: "/api/auth/change-password", methods: { POST: changePassword } },
  { pattern: "/api/auth/profile", methods: { PUT: updateProfile } },
  { pattern: "/api/auth/users", methods: { GET: listUsers } },
  { pattern: "/api/auth/users/:id", methods: { PUT: updateUser } },
]);

// Netlify's own limit in front of ours (per address and site, a sliding minute; sign-in's guess
// limits stay ours): a literal, as Netlify reads the config from the source.
export const config: Config = {
  path: ["/api/auth/*"],
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
