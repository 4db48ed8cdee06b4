// Folders of a test file's or a test's own under the system's temporary folder, removed once they
// are no longer needed: a whole run used to leave about half a gigabyte behind (embedded databases,
// copies of them, data folders of `npm start`), and every later run added as much.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, onTestFinished } from "vitest";

function made(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `${prefix}-`));
}

const removed = (dir: string) => () => rmSync(dir, { recursive: true, force: true });

/**
 * A new folder for the file (or the describe block it is called in), removed after its tests. A
 * file whose tests are all skipped runs no hooks: call it only where the tests run.
 */
export function fileFolder(prefix: string): string {
  const dir = made(prefix);
  afterAll(removed(dir));
  return dir;
}

/** A new folder for the running test, removed when the test ends, passed or failed. */
export function testFolder(prefix: string): string {
  const dir = made(prefix);
  onTestFinished(removed(dir));
  return dir;
}
