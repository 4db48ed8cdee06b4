// One process owns a PGlite data directory: two owners once lost a committed insert (DESIGN.md).
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

/** Thrown when another live process already owns the data directory. */
export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

interface LockOwner {
  pid: number;
  startedAt: string;
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(lockPath, "utf8")) as Partial<LockOwner>;
    return typeof owner.pid === "number"
      ? { pid: owner.pid, startedAt: String(owner.startedAt ?? "") }
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

/**
 * Takes the lock file for this process, or throws DataDirLockedError naming the owner.
 * A lock left by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(lockPath);
      if (owner && owner.pid !== process.pid && isAlive(owner.pid)) {
        throw new DataDirLockedError(
          `The embedded database is already in use by process ${owner.pid} (since ${owner.startedAt}). ` +
            "Only one `npm start` may run at a time: stop the other one first, " +
            "or set DATABASE_URL to use another database.",
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the database lock ${lockPath}.`);
}
