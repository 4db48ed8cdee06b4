// A throwaway PostgreSQL 15 cluster for the tests, from Debian's server binaries.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port.ts";

const BIN = process.env.POSTGRES_BIN_DIR ?? "/usr/lib/postgresql/15/bin";

/** A running cluster and how to remove it (once; also when the process exits). */
export interface TemporaryPostgres {
  url: string;
  stop(): void;
}

/** True when the PostgreSQL 15 server binaries are installed. */
export function postgres15Available(): boolean {
  return existsSync(join(BIN, "initdb")) && existsSync(join(BIN, "pg_ctl"));
}

// initdb refuses to run as root: as root, run the binaries as the postgres user.
function runAsOwner(command: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  const result = isRoot
    ? spawnSync(
        "su",
        ["postgres", "-s", "/bin/sh", "-c", [command, ...args].map((a) => `'${a}'`).join(" ")],
        { encoding: "utf8" },
      )
    : spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  }
}

/**
 * Creates and starts a cluster on a free loopback port (about a second); `idlePriority` runs its
 * server at the lowest CPU priority (nice 19), for a stage that only takes the cores' idle time.
 */
export async function startTemporaryPostgres(
  options: { idlePriority?: boolean } = {},
): Promise<TemporaryPostgres> {
  const dir = mkdtempSync(join(tmpdir(), "pg15-"));
  chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
  const dataDir = join(dir, "data");
  const port = await freePort();
  runAsOwner(join(BIN, "initdb"), [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--no-sync",
  ]);
  const pgCtl = join(BIN, "pg_ctl");
  const start = [
    "-D",
    dataDir,
    "-l",
    join(dir, "server.log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    "start",
  ];
  // The server and every backend it forks inherit pg_ctl's priority.
  if (options.idlePriority) runAsOwner("nice", ["-n", "19", pgCtl, ...start]);
  else runAsOwner(pgCtl, start);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off("exit", stop);
    try {
      runAsOwner(pgCtl, ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // A run that ends early (an interrupt, an uncaught error) still stops its cluster.
  process.on("exit", stop);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
