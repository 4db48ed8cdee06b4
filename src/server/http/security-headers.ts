// The security headers of every function answer. Netlify's custom headers (netlify.toml and the
// built _headers file) reach only the files it serves itself, never what a function answers, so
// the functions set their own: no answer may be sniffed into a page, framed or leak its address.
import type { MiddlewareHandler } from "hono";

/** The headers, by name. A JSON answer is never a page: its policy allows nothing. */
const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
};

/** `response` with each security header it does not set itself (a stored file keeps its own). */
export function withSecurityHeaders(response: Response): Response {
  const missing = Object.entries(API_SECURITY_HEADERS).filter(
    ([name]) => !response.headers.has(name),
  );
  if (missing.length === 0) return response;
  let answer = response;
  try {
    for (const [name, value] of missing) answer.headers.set(name, value);
  } catch {
    // Immutable headers (Response.redirect): the same answer, with headers of its own.
    answer = new Response(response.body, response);
    for (const [name, value] of missing) answer.headers.set(name, value);
  }
  return answer;
}

/** Middleware: every answer with the security headers. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const secured = withSecurityHeaders(c.res);
  if (secured !== c.res) c.res = secured;
};
