// One log line per request (time, method, path, status, duration, bytes sent, request id), the
// request id also sent back as X-Request-Id. The path is logged without its query string, where
// signed links carry their tokens, and a path that is itself a secret (the local build hook's
// address) is logged by its prefix only. The line is written when the answer's body has been sent
// or the client went away (then `aborted`), so `bytes` is what actually left.
import { randomUUID } from "node:crypto";
import type { Context } from "@netlify/functions";
import type { MiddlewareHandler } from "hono";
import { clientWentAway, currentRequestId, inRequest, log } from "./logger.ts";

/** The header that carries a request's id back to the client. */
export const REQUEST_ID_HEADER = "x-request-id";

/** Paths whose rest is a secret: the rest is not logged. */
const SECRET_PATH_PREFIXES = ["/.netlify/build-hooks/"];

/** The path of `url` as it may be logged. */
export function loggedPath(url: string): string {
  const { pathname } = new URL(url);
  const secret = SECRET_PATH_PREFIXES.find((prefix) => pathname.startsWith(prefix));
  return secret ? `${secret}[hidden]` : pathname;
}

interface RequestLine {
  method: string;
  path: string;
  status: number;
  started: number;
}

// A client that went away before its request was read is logged with nginx's 499 ("client closed
// request"): the answer it was given is the server's own, and no one saw it.
const CLIENT_CLOSED = 499;

function writeLine(line: RequestLine, bytes: number, cancelled: boolean): void {
  const durationMs = Math.round((performance.now() - line.started) * 10) / 10;
  const gone = clientWentAway();
  const aborted = cancelled || gone;
  const entry = {
    method: line.method,
    path: line.path,
    status: gone ? CLIENT_CLOSED : line.status,
    durationMs,
    bytes: gone ? 0 : bytes,
    ...(aborted ? { aborted: true } : {}),
  };
  // A client that went away is not this server's fault, whatever the answer would have been.
  const level = line.status >= 500 && !aborted ? "error" : "info";
  log()[level](entry, "request");
}

// The body, counted as it is read; the line is written when it ends or is cancelled.
function countedBody(
  body: ReadableStream<Uint8Array>,
  done: (bytes: number, aborted: boolean) => void,
) {
  let bytes = 0;
  let finished = false;
  const finish = (aborted: boolean) => {
    if (finished) return;
    finished = true;
    done(bytes, aborted);
  };
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done: ended, value } = await reader.read();
        if (ended) {
          controller.close();
          finish(false);
          return;
        }
        bytes += value.byteLength;
        controller.enqueue(value);
      } catch (error) {
        finish(true);
        controller.error(error);
      }
    },
    async cancel(reason) {
      finish(true);
      await reader.cancel(reason).catch(() => {});
    },
  });
}

/** Hono middleware: the request's id, its scope for every line logged meanwhile, its line. */
export const requestLog: MiddlewareHandler = async (c, next) => {
  const requestId = randomUUID();
  const scope = { requestId };
  const line: RequestLine = {
    method: c.req.method,
    path: loggedPath(c.req.url),
    status: 0,
    started: performance.now(),
  };
  await inRequest(scope, next);
  const response = c.res;
  line.status = response.status;
  const headers = new Headers(response.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  const body = response.body;
  if (!body || c.req.method === "HEAD") {
    inRequest(scope, () => writeLine(line, 0, c.req.raw.signal.aborted));
    c.res = new Response(body, { status: response.status, headers });
    return;
  }
  const counted = countedBody(body, (bytes, aborted) =>
    inRequest(scope, () => writeLine(line, bytes, aborted)),
  );
  c.res = new Response(counted, { status: response.status, headers });
};

/**
 * Hono middleware of a Netlify Function: the request's line, as the standalone server writes it
 * (without the bytes, which Netlify counts itself), logged in the scope of the id Netlify gave the
 * request, and that id sent back. Under npm start the server's own requestLog already did this.
 */
export const functionRequestLog: MiddlewareHandler<{
  Bindings: { context: Pick<Context, "requestId"> };
}> = async (c, next) => {
  if (currentRequestId() !== undefined) return next();
  const { requestId } = c.env.context;
  await inRequest({ requestId }, async () => {
    const started = performance.now();
    await next();
    const entry = {
      method: c.req.method,
      path: loggedPath(c.req.url),
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    log()[c.res.status >= 500 ? "error" : "info"](entry, "request");
  });
  if (!requestId) return;
  try {
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
  } catch {
    // A redirect's headers cannot change: the same answer with headers of its own.
    const answered = new Response(c.res.body, c.res);
    answered.headers.set(REQUEST_ID_HEADER, requestId);
    c.res = answered;
  }
};
