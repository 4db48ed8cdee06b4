// One process at a time owns the embedded database (DESIGN.md): a second owner is refused with a
// clear message, a script run meanwhile (npm run admin:create) works through the owner, and the
// owner's writes are all there afterwards, even when it was killed with SIGKILL while writing.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testFolder } from "../support/temp-folder.ts";

const FIXTURE = "tests/support/embedded-db-fixture.ts";

function env(dataDir: string) {
  const rest = { ...process.env };
  delete rest["DATABASE_URL"];
  return { ...rest, DATA_DIR: dataDir };
}

function startHolder(dataDir: string, value: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [FIXTURE, "hold", value], { env: env(dataDir) });
  return new Promise((resolve, reject) => {
    child.stdout.on(
      "data",
      (chunk: Buffer) => chunk.toString().includes("ready") && resolve(child),
    );
    child.on("exit", (code) => reject(new Error(`holder exited with ${code}`)));
  });
}

function read(dataDir: string) {
  return spawnSync(process.execPath, [FIXTURE, "read"], { env: env(dataDir), encoding: "utf8" });
}

// A database folder made once (its first start runs initdb, seconds of work) and copied for
// each test, which then starts on it as on any existing embedded database.
let template = "";
function dataDirFor(name: string): string {
  const dataDir = testFolder(name);
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

// Waits for a holder to end; it must end of its own accord (exit code 0), saying nothing amiss.
async function exited(child: ChildProcess): Promise<void> {
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once("exit", resolve),
  );
  if (code !== 0 && child.signalCode !== "SIGKILL") {
    throw new Error(`the holder ended with ${code ?? child.signalCode}: ${stderr}`);
  }
}

// Its databases are embedded ones of its own, whatever database the stage gives: it runs in the
// embedded stage only, not a second time beside PostgreSQL 15.
describe.runIf(!process.env.TEST_DATABASE_URL)("the embedded database lock", () => {
  beforeAll(() => {
    template = mkdtempSync(join(tmpdir(), "lock-template-"));
    const made = read(template);
    expect(made.stderr).toBe("");
    expect(JSON.parse(made.stdout)).toEqual([]);
  }, 120_000);

  afterAll(() => rmSync(template, { recursive: true, force: true }));

  it("refuses a second owner by name, then keeps the first owner's writes", async () => {
    const dataDir = dataDirFor("lock");
    const holder = await startHolder(dataDir, "first");
    const second = spawnSync(process.execPath, [FIXTURE, "own"], {
      env: env(dataDir),
      encoding: "utf8",
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(
      `The embedded database is already in use by process ${holder.pid}`,
    );
    expect(second.stderr).toContain("Only one `npm start` may run at a time");
    holder.kill("SIGTERM");
    await exited(holder);
    const after = read(dataDir);
    expect(after.stderr).toBe("");
    expect(JSON.parse(after.stdout)).toEqual(["first"]);
  }, 120_000);

  it("lets scripts work on the owner's database while it runs (npm run admin:create)", async () => {
    const dataDir = dataDirFor("join");
    const holder = await startHolder(dataDir, "owner");
    const run = (args: string[]) =>
      spawnSync(process.execPath, args, { env: env(dataDir), encoding: "utf8" });
    const migrated = run(["scripts/db-migrate.ts"]);
    expect(migrated.stderr).toBe("");
    expect(migrated.stdout).toContain("Using the embedded database of the running `npm start`.");
    const created = run(["scripts/admin-create.ts", "second-admin"]);
    expect(created.status).toBe(0);
    expect(created.stdout).toMatch(/Created admin "second-admin" with password: \S{12,}/);
    holder.kill("SIGTERM");
    await exited(holder);
    expect(JSON.parse(run([FIXTURE, "staff"]).stdout)).toContain("second-admin");
  }, 120_000);

  it("keeps the owner's lock, with the database's password in it, readable by its owner only", async () => {
    const dataDir = dataDirFor("mode");
    const holder = await startHolder(dataDir, "owner");
    const lock = join(dataDir, "pglite.lock");
    expect(statSync(lock).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(lock, "utf8")).url).toMatch(
      /^postgres:\/\/postgres:[\w-]{20,}@127\.0\.0\.1:/,
    );
    holder.kill("SIGTERM");
    await exited(holder);
    expect(existsSync(lock)).toBe(false);
  }, 120_000);

  it("keeps every write it acknowledged before it was killed with SIGKILL", async () => {
    const dataDir = dataDirFor("durable");
    const writer = spawn(process.execPath, [FIXTURE, "write"], { env: env(dataDir) });
    let acknowledged = 0;
    writer.stdout.on("data", (chunk: Buffer) => {
      for (const match of chunk.toString().matchAll(/ack (\d+)/g)) {
        acknowledged = Math.max(acknowledged, Number(match[1]));
      }
    });
    // Killed in the middle of its writes, once it has made a good number of them.
    await expect.poll(() => acknowledged, { timeout: 60_000, interval: 20 }).toBeGreaterThan(300);
    writer.kill("SIGKILL");
    await exited(writer);
    const after = read(dataDir);
    expect(after.stderr).toBe("");
    const rows = (JSON.parse(after.stdout) as string[]).map(Number);
    expect(rows.length).toBeGreaterThanOrEqual(acknowledged);
    expect(rows.slice(0, acknowledged)).toEqual(
      Array.from({ length: acknowledged }, (_, index) => index + 1),
    );
  }, 120_000);

  it("takes over the lock of an owner that was killed", async () => {
    const dataDir = dataDirFor("lock");
    const holder = await startHolder(dataDir, "before-kill");
    holder.kill("SIGKILL");
    await exited(holder);
    const after = read(dataDir);
    expect(after.status).toBe(0);
  }, 120_000);
});
