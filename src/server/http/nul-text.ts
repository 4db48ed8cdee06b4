// Postgres text cannot hold U+0000 (NUL): a query carrying one fails, which would be a 500. No
// form, query or address has a use for it, so input holding one is refused where it comes in.
import type { Context, Env, MiddlewareHandler } from "hono";
import { errorResponse, HttpError } from "./errors.ts";

/** What the sender is told. */
export const NUL_MESSAGE = "Text may not contain the NUL character (U+0000).";

// Where a value sits: its key and its parent's place (a path is built only for the answer).
interface Place {
  key: string;
  parent: Place | null;
}

function pathOf(place: Place | null): string {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.unshift(at.key);
  return keys.join(".");
}

/**
 * The dotted path of the first string (value or key) holding NUL in a JSON value, or null. Walks
 * with a list rather than recursion: a hostile body may nest thousands of levels deep.
 */
export function nulPath(value: unknown): string | null {
  const pending: [unknown, Place | null][] = [[value, null]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, place] = next;
    if (typeof item === "string") {
      if (item.includes("\u0000")) return pathOf(place);
    } else if (item && typeof item === "object") {
      for (const [key, inner] of Object.entries(item)) {
        const innerPlace = { key, parent: place };
        if (key.includes("\u0000")) return pathOf(innerPlace);
        pending.push([inner, innerPlace]);
      }
    }
  }
  return null;
}

/** Throws HttpError 400 (with the field's message) when `value` holds NUL anywhere. */
export function refuseNul(value: unknown): void {
  const path = nulPath(value);
  if (path === null) return;
  throw new HttpError(400, "invalid_request", NUL_MESSAGE, { [path || "_"]: NUL_MESSAGE });
}

/**
 * Middleware: 400 naming the first path parameter or query value (or name) that holds NUL;
 * `paramsOf` reads the route's parameters.
 */
export function nulGuard<E extends Env>(
  paramsOf: (c: Context<E>) => Record<string, string>,
): MiddlewareHandler<E> {
  return async (c, next) => {
    const pairs = [...Object.entries(paramsOf(c)), ...new URL(c.req.url).searchParams];
    const field = pairs.find((pair) => pair.some((text) => text.includes("\u0000")))?.[0];
    if (field !== undefined) {
      return errorResponse(400, "invalid_request", NUL_MESSAGE, { [field || "_"]: NUL_MESSAGE });
    }
    return next();
  };
}
