// The server's one logger: pino, one JSON line per entry on standard output, at LOG_LEVEL (info by
// default). Lines written while a request is served carry its id (requestId), so an error can be
// found beside the request line that it belongs to: the request's id is kept in an
// AsyncLocalStorage for everything the request runs.
import { AsyncLocalStorage } from "node:async_hooks";
import { pino, type Logger } from "pino";

/** The levels LOG_LEVEL takes, quietest last. */
export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What the log knows of the request being served. */
export interface RequestScope {
  requestId: string;
  /** The client went away before its request was read or answered. */
  clientGone?: boolean;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

function levelOf(value: string | undefined): LogLevel {
  const wanted = value?.trim().toLowerCase();
  return LOG_LEVELS.find((level) => level === wanted) ?? "info";
}

let logger: Logger | undefined;

/** The process's logger, made on first use (LOG_LEVEL is read then; config.ts checks it). */
export function log(): Logger {
  logger ??= pino({
    level: levelOf(process.env.LOG_LEVEL),
    base: null,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const scope = requestScope.getStore();
      return scope ? { requestId: scope.requestId } : {};
    },
  });
  return logger;
}

/** Runs `work` as part of the request of `scope`: every line it logs names that request. */
export function inRequest<T>(scope: RequestScope, work: () => T): T {
  return requestScope.run(scope, work);
}

/** The id of the request being served, when there is one. */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/** Whether `error` only says that the client went away before its request was read or answered. */
export function isClientAbort(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return (
    error.name === "AbortError" ||
    code === "ECONNRESET" ||
    code === "ERR_STREAM_PREMATURE_CLOSE" ||
    error.message === "aborted" ||
    (error.cause !== undefined && isClientAbort(error.cause))
  );
}

/** Whether the client of the request being served went away (logError saw it). */
export function clientWentAway(): boolean {
  return requestScope.getStore()?.clientGone === true;
}

/**
 * Logs an error once, with its stack. A client that went away is nothing to fix on this side:
 * during a request its line says so (request-log.ts), elsewhere it is one short line.
 */
export function logError(error: unknown, message: string): void {
  if (!isClientAbort(error)) {
    log().error({ err: error }, message);
    return;
  }
  const scope = requestScope.getStore();
  if (scope) scope.clientGone = true;
  else log().info({ aborted: true }, "client went away");
}
