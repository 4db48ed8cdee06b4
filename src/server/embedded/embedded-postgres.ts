// The embedded database: PGlite served over the Postgres wire protocol, so every part of the
// project talks to it through DATABASE_URL exactly as it would to Supabase. It runs on a thread of
// its own (database-thread.ts).
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock.ts";
import type {
  DatabaseThreadCommand,
  DatabaseThreadData,
  DatabaseThreadMessage,
} from "./database-thread.ts";

/** A running embedded database. */
export interface EmbeddedPostgres {
  url: string;
  /** Writes its data folder to `file` (a tar), for `template` to start from; no client busy. */
  dump(file: string): Promise<void>;
  stop(): Promise<void>;
}

/** The lock file of the embedded database kept in `dataDir`. */
export const lockFileOf = (dataDir: string) => join(dataDir, "..", "pglite.lock");

// The next message of the database's thread; rejects when it fails or exits first.
function nextMessage(thread: Worker): Promise<DatabaseThreadMessage> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number) =>
      reject(new Error(`The embedded database's thread exited (${code}).`));
    thread.once("exit", onExit);
    thread.once("error", reject);
    thread.once("message", (message: DatabaseThreadMessage) => {
      thread.off("exit", onExit);
      thread.off("error", reject);
      if ("error" in message) reject(new Error(message.error));
      else resolve(message);
    });
  });
}

// Starts the thread; resolves with it and the port it listens on.
async function startThread(data: DatabaseThreadData): Promise<{ thread: Worker; port: number }> {
  const thread = new Worker(new URL("./database-thread.ts", import.meta.url), { workerData: data });
  try {
    const message = await nextMessage(thread);
    if (!("listening" in message)) throw new Error("The embedded database did not start.");
    return { thread, port: message.listening };
  } catch (error) {
    await thread.terminate();
    throw error;
  }
}

/**
 * Starts PGlite on a loopback port, for clients that give `password` (generated when not given).
 * `dataDir` undefined keeps it in memory (tests), empty or (`template`) as a dump made by `dump`
 * left it; a folder is locked so that a second owner is refused, and the lock (readable by its
 * owner only) tells other scripts of the same user where the running database answers
 * (runningDatabaseUrl in data-dir-lock.ts).
 */
export async function startEmbeddedPostgres(options: {
  dataDir?: string;
  template?: string;
  port?: number;
  password?: string;
}): Promise<EmbeddedPostgres> {
  if (options.dataDir && options.template) {
    throw new Error("An embedded database starts from a template in memory only.");
  }
  const port = options.port ?? 0;
  const password = options.password ?? randomBytes(24).toString("base64url");
  let lock: DataDirLock | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    lock = acquireDataDirLock(lockFileOf(options.dataDir));
  }
  try {
    const { thread, port: boundPort } = await startThread({
      dataDir: options.dataDir,
      template: options.template,
      port,
      password,
    });
    const url = `postgres://postgres:${password}@127.0.0.1:${boundPort}/postgres?sslmode=disable`;
    lock?.announce(url);
    const release = () => lock?.release();
    const command = async (told: DatabaseThreadCommand) => {
      const answer = nextMessage(thread);
      thread.postMessage(told);
      return answer;
    };
    return {
      url,
      async dump(file) {
        await command({ dump: file });
      },
      async stop() {
        // The lock goes whatever happens to the rest: a lock left behind names a live process.
        try {
          await command("stop").catch(() => {});
          await thread.terminate();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
