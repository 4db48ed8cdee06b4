// Bench: the throwaway embedded database (in memory) in a process of its own, as `npm start` runs
// it beside the functions' process: the handlers the bench calls and the database each get a core,
// as they do in use, instead of taking turns on one thread.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { startEmbeddedPostgres } from "../../src/server/embedded/embedded-postgres.ts";

/** The running database process. */
export interface DatabaseProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts the database process; resolves with its address once it accepts connections. */
export async function startDatabaseProcess(): Promise<DatabaseProcess> {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("\n")) resolve(out.split("\n")[0]!.trim());
    });
    child.once("exit", (code) => reject(new Error(`The database process exited (${code})`)));
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    url,
    pid: child.pid!,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

if (import.meta.main) {
  const database = await startEmbeddedPostgres({});
  process.stdout.write(`${database.url}\n`);
  const stop = () => void database.stop().then(() => process.exit(0));
  process.once("SIGTERM", stop);
  // The bench holds the other end of stdin: should it die without stopping this, stdin closes.
  process.stdin.once("close", stop).resume();
}
