// Bench: the process `npm start` would be. It owns the throwaway embedded database (in memory), as
// npm start's process does, so that the build runs beside it as it does under npm start; and, when
// the bench asks, it serves npm start's server (the site and the functions, served-site.ts) from
// that same process, on that database or on another one named by its URL (PostgreSQL 15). The
// bench talks to it over the IPC channel: one request at a time, each answered by its id.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { ReadCacheStats } from "../../src/server/http/read-cache.ts";
import type { ServeOptions } from "./served-site.ts";

/** The running process. */
export interface DatabaseProcess {
  /** The database the process serves on: its embedded one, or the one it was given. */
  url: string;
  pid: number;
  /** Starts npm start's server in the process; resolves with its address. */
  serve(options: ServeOptions): Promise<string>;
  /** Stops the server (the database stays). */
  stopServing(): Promise<void>;
  /** The counts of the functions' read cache in the process. */
  cacheStats(): Promise<ReadCacheStats>;
  /** Empties the functions' read cache in the process. */
  clearCache(): Promise<void>;
  stop(): Promise<void>;
}

/** What the bench asks of the process. */
export type Command = "serve" | "stopServing" | "cacheStats" | "clearCache";
/** One request to the process. */
export interface Request {
  id: number;
  command: Command;
  options?: ServeOptions;
}
/** What the process sends: its database once ready, then an answer per request. */
export type Answer = { id: number; result?: unknown; error?: string } | { ready: string };

/**
 * Starts the process: with `databaseUrl`, on that database; without, on an embedded database of
 * its own. Resolves once the database accepts connections.
 */
export async function startDatabaseProcess(databaseUrl?: string): Promise<DatabaseProcess> {
  const child = fork(fileURLToPath(new URL("./database-process-child.ts", import.meta.url)), [], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? "" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const waiting = new Map<number, (answer: { result?: unknown; error?: string }) => void>();
  const url = await new Promise<string>((resolve, reject) => {
    child.on("message", (answer: Answer) => {
      if ("ready" in answer) return resolve(answer.ready);
      waiting.get(answer.id)?.(answer);
      waiting.delete(answer.id);
    });
    child.once("exit", (code) => reject(new Error(`The database process exited (${code})`)));
  });
  let next = 0;
  const ask = <T>(command: Command, options?: ServeOptions) =>
    new Promise<T>((resolve, reject) => {
      const id = (next += 1);
      waiting.set(id, (answer) =>
        answer.error === undefined ? resolve(answer.result as T) : reject(new Error(answer.error)),
      );
      child.send({ id, command, ...(options ? { options } : {}) } satisfies Request);
    });
  return {
    url,
    pid: child.pid!,
    serve: (options) => ask<string>("serve", options),
    stopServing: () => ask<void>("stopServing"),
    cacheStats: () => ask<ReadCacheStats>("cacheStats"),
    clearCache: () => ask<void>("clearCache"),
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
