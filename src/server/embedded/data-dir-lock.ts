// One process owns a PGlite data directory: two owners once lost a committed insert (DESIGN.md).
// The lock file also tells the owner's other scripts (npm run admin:create while npm start runs)
// where the running database answers; it holds the database's password, so only its owner may
// read it.
import {
  closeSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from "node:fs";

/** Thrown when another live process already owns the data directory. */
export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
  /** The owner's database address, when it has announced one. */
  readonly url: string | undefined;
  constructor(message: string, url?: string) {
    super(message);
    this.url = url;
  }
}

interface LockOwner {
  pid: number;
  startedAt: string;
  url?: string;
}

/** A held lock: `announce` records where the database answers, `release` lets it go. */
export interface DataDirLock {
  announce(url: string): void;
  release(): void;
}

const OWNER_ONLY = 0o600;

function readOwner(lockPath: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(lockPath, "utf8")) as Partial<LockOwner>;
    return typeof owner.pid === "number"
      ? {
          pid: owner.pid,
          startedAt: String(owner.startedAt ?? ""),
          ...(typeof owner.url === "string" ? { url: owner.url } : {}),
        }
      : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The database address announced by the live owner of `lockPath`, or undefined. */
export function runningDatabaseUrl(lockPath: string): string | undefined {
  const owner = readOwner(lockPath);
  return owner && owner.pid !== process.pid && isAlive(owner.pid) ? owner.url : undefined;
}

/**
 * Takes the lock file for this process, or throws DataDirLockedError naming the owner (and
 * carrying its database address). A lock left by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(lockPath: string): DataDirLock {
  const owner: LockOwner = { pid: process.pid, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, "wx", OWNER_ONLY);
      writeSync(fd, JSON.stringify(owner));
      closeSync(fd);
      // A process that ends without stopping the database (process.exit in a script) lets the
      // lock go too; only a kill leaves it, and the next owner takes it over.
      const release = () => {
        process.off("exit", release);
        if (readOwner(lockPath)?.pid === process.pid) rmSync(lockPath, { force: true });
      };
      process.on("exit", release);
      return {
        announce(url) {
          // Written beside and renamed over: a reader never sees a half-written lock, which it
          // would take for a dead owner's and remove.
          const next = `${lockPath}.${process.pid}`;
          writeFileSync(next, JSON.stringify({ ...owner, url }), { mode: OWNER_ONLY });
          renameSync(next, lockPath);
        },
        release,
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const current = readOwner(lockPath);
      if (current && current.pid !== process.pid && isAlive(current.pid)) {
        throw new DataDirLockedError(
          `The embedded database is already in use by process ${current.pid} (since ${current.startedAt}). ` +
            "Only one `npm start` may run at a time: stop the other one first, " +
            "or set DATABASE_URL to use another database.",
          current.url,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the database lock ${lockPath}.`);
}
