// The browser tests' servers (scripts/serve-e2e.ts), started by `npm test` ahead of the browser
// stage, while the other stages run: each migrates, seeds and builds its site, work that would
// otherwise wait for the other stages and then keep the browsers waiting. Playwright
// finds them listening and uses them (playwright.config.ts, E2E_SERVERS=started).
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { E2E_PORTS } from "../../tests/e2e/servers.ts";

/** A running browser-test server: `ready` settles once it answers, `stop` ends it. */
export interface E2eServer {
  ready: Promise<void>;
  stop(): void;
}

const START_TIMEOUT_MS = 300_000;

// The status `url` answers with, or null when nothing listens there.
async function statusAt(url: string): Promise<number | null> {
  try {
    const response = await fetch(url);
    // Read to its end: a body left unread crashes Node's fetch when the server closes the socket.
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

async function answering(url: string, child: ChildProcess, log: string): Promise<void> {
  // A server left running on the port (by a run that was killed) would answer in its place.
  if ((await statusAt(url)) !== null)
    throw new Error(`something already answers on ${url}: stop it first`);
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server for ${url} exited:\n${readFileSync(log, "utf8")}`);
    }
    if ((await statusAt(url)) === 200) return;
    if (Date.now() > deadline) throw new Error(`the server for ${url} did not start in time`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The browser tests' two runtimes: npm start's server, and the local Netlify runtime. */
export type E2eRuntime = "npm-start" | "netlify";

/** Starts the server of `runtime` that `playwright.config.ts` would start, its output in `logDir`. */
export function startE2eServer(
  env: NodeJS.ProcessEnv,
  logDir: string,
  runtime: E2eRuntime,
): E2eServer {
  const port = runtime === "netlify" ? E2E_PORTS.netlify : E2E_PORTS.desktop;
  const log = join(logDir, `e2e-server-${port}.log`);
  const output = openSync(log, "w");
  // In npm test's process group: an interrupt (Ctrl-C) reaches it too, and it stops what it
  // started (scripts/serve-e2e.ts).
  const child = spawn(
    "node",
    ["scripts/serve-e2e.ts", String(port), ...(runtime === "netlify" ? ["--netlify"] : [])],
    { stdio: ["ignore", output, output], env },
  );
  closeSync(output);
  const ready = answering(`http://localhost:${port}/`, child, log);
  // Awaited by the browser stage; a rejection before then is not an unhandled one.
  ready.catch(() => {});
  let stopped = false;
  return {
    ready,
    // Once: a second signal would start the server's shutdown again while it runs.
    stop() {
      if (stopped) return;
      stopped = true;
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    },
  };
}
