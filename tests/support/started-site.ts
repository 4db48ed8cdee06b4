// `npm start` as a test runs it: a child process on a data folder of its own, its output kept (and
// its JSON log lines parsed), stopped with SIGTERM or killed with SIGKILL.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/** A port free now: from TEST_PORT_FIRST upwards when set (a shared machine's range), else any. */
export async function freePort(): Promise<number> {
  const first = Number(process.env.TEST_PORT_FIRST ?? 0);
  for (let port = first; ; port += 1) {
    const free = await new Promise<number | null>((done) => {
      const probe = createServer();
      probe.once("error", () => done(null));
      probe.listen(port, () => {
        const { port: bound } = probe.address() as { port: number };
        probe.close(() => done(bound));
      });
    });
    if (free !== null) return free;
    if (first === 0 || port > first + 100) throw new Error("No free port for npm start.");
  }
}

/** A running `npm start`. */
export interface StartedSite {
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Its JSON log lines so far. */
  logLines(): Record<string, unknown>[];
  /** Resolves once its output holds `text` (or a log line matches); rejects if it exits first. */
  waitFor(test: string | ((site: StartedSite) => boolean), timeoutMs?: number): Promise<void>;
  /** SIGTERM, resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL, resolves once it is gone. */
  kill(): Promise<void>;
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((done) =>
    child.exitCode !== null || child.signalCode !== null
      ? done(child.exitCode)
      : child.once("exit", (code) => done(code)),
  );
}

/** Runs `node scripts/start.ts ...args` with `env` over the test's environment. */
export function startSite(args: string[], env: Record<string, string | undefined>): StartedSite {
  const childEnv: Record<string, string | undefined> = { ...process.env };
  // The API stage's own settings are not the site's.
  for (const name of ["DATABASE_URL", "SITE_URL", "HOST", "DATABASE_POOL_MAX", "LOG_LEVEL"])
    delete childEnv[name];
  const child = spawn(process.execPath, ["scripts/start.ts", ...args], {
    env: { ...childEnv, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on("data", onData);
  child.stderr!.on("data", onData);
  const site: StartedSite = {
    child,
    output: () => text,
    logLines: () =>
      text
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    waitFor(test, timeoutMs = 240_000) {
      const met = () => (typeof test === "string" ? text.includes(test) : test(site));
      return new Promise((resolve, reject) => {
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
          child.off("exit", onExit);
        };
        const check = () => {
          if (met()) {
            done();
            resolve();
          }
        };
        const onExit = () => {
          done();
          reject(new Error(`npm start exited before ${String(test)}:\n${text}`));
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`npm start: no ${String(test)} within ${timeoutMs} ms:\n${text}`));
        }, timeoutMs);
        listeners.add(check);
        child.once("exit", onExit);
        check();
      });
    },
    async stop() {
      child.kill("SIGTERM");
      return exited(child);
    },
    async kill() {
      child.kill("SIGKILL");
      await exited(child);
    },
  };
  return site;
}

/** The line npm start prints once it serves. */
export const SERVING = "press Ctrl+C to stop";
