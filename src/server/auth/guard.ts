// The guard of every administrative call: the server decides who is signed in, from the session
// cookie, on each request; state-changing calls must also come from the site's own pages.
//
//   { pattern: "/api/brands/:id", methods: { PUT: staffOnly(async (req, user, params) => ...) } }
import { config } from "../config.ts";
import { db, type Sql } from "../db/client.ts";
import { HttpError } from "../http/errors.ts";
import type { RouteHandler } from "../http/function-app.ts";
import { readSessionToken } from "./cookies.ts";
import { findSession, type SignedInStaff } from "./sessions.ts";
import type { StaffUser } from "./staff-users.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The signed-in user and session of a request, or HttpError 401. */
async function requireSession(req: Request, sql: Sql): Promise<SignedInStaff> {
  const signedIn = await findSession(sql, readSessionToken(req));
  if (!signedIn) throw new HttpError(401, "unauthenticated", "Please sign in to continue.");
  return signedIn;
}

/** The signed-in staff user of a request, or HttpError 401. */
async function requireStaff(req: Request, sql: Sql): Promise<StaffUser> {
  return (await requireSession(req, sql)).user;
}

/** The signed-in user when an admin; HttpError 401 when nobody is signed in, 403 for staff. */
async function requireAdmin(req: Request, sql: Sql): Promise<StaffUser> {
  const user = await requireStaff(req, sql);
  if (user.role !== "admin")
    throw new HttpError(403, "forbidden", "Only an administrator can do this.");
  return user;
}

function originOf(value: string | null): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses (HttpError 403) a request whose Origin (or, when that is absent or empty, Referer) is
 * not the site's own (SITE_URL). A request with neither is refused too: browsers send Origin on
 * every POST, PUT, PATCH and DELETE, same-site or cross-site, so only non-browser clients omit
 * both. Together with SameSite=Lax cookies this closes cross-site request forgery.
 */
export function assertSameOrigin(req: Request): void {
  const origin = req.headers.get("origin") || originOf(req.headers.get("referer"));
  if (origin !== new URL(config().SITE_URL).origin) {
    throw new HttpError(
      403,
      "forbidden_origin",
      "This request came from another site and was refused.",
    );
  }
}

/** A route handler that also receives the signed-in user. */
export type StaffRouteHandler = (
  req: Request,
  user: StaffUser,
  params: Record<string, string>,
  context: Parameters<RouteHandler>[2],
) => Promise<Response>;

/** Who a guarded route admits. */
export type GuardLevel = "staff" | "admin";

// The handlers made by staffOnly and adminOnly, so every administrative route can be listed.
const guardedHandlers = new WeakMap<RouteHandler, GuardLevel>();

function guarded(
  level: GuardLevel,
  check: (req: Request, sql: Sql) => Promise<StaffUser>,
  handler: StaffRouteHandler,
): RouteHandler {
  const route: RouteHandler = async (req, params, context) => {
    if (STATE_CHANGING.has(req.method)) assertSameOrigin(req);
    const user = await check(req, db());
    return handler(req, user, params, context);
  };
  guardedHandlers.set(route, level);
  return route;
}

/** Wraps a route handler for any signed-in staff user: origin check on writes, then session check. */
export function staffOnly(handler: StaffRouteHandler): RouteHandler {
  return guarded("staff", requireStaff, handler);
}

/** Wraps a route handler for admins only: origin check on writes, session check, then role. */
export function adminOnly(handler: StaffRouteHandler): RouteHandler {
  return guarded("admin", requireAdmin, handler);
}

/** The guard of a route handler made by staffOnly or adminOnly; undefined for a public one. */
export function guardOf(handler: RouteHandler | undefined): GuardLevel | undefined {
  return handler && guardedHandlers.get(handler);
}
