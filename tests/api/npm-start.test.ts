// `npm start` as a new user runs it (scripts/start.ts, the embedded database, a demo build): it
// listens on loopback only, PORT moves every address that depends on it (the admin accepts a
// sign-in from http://localhost:{PORT}), and SIGTERM stops it cleanly, releasing the database.
// Runs on the embedded database only: the PostgreSQL stage sets DATABASE_URL for every test.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { networkInterfaces } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/started-site.ts";
import { fileFolder } from "../support/temp-folder.ts";

const onEmbedded = !process.env.TEST_DATABASE_URL;
// Made only where the tests run: a skipped file runs no hook that would remove it.
const dataDir = onEmbedded ? fileFolder("npm-start") : "";
let child: ChildProcess;
let output = "";
let port = 0;

function exited(process: ChildProcess): Promise<number | null> {
  return new Promise((done) =>
    process.exitCode !== null ? done(process.exitCode) : process.once("exit", done),
  );
}

const outsideAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;

describe.runIf(onEmbedded)("npm start", () => {
  beforeAll(async () => {
    port = await freePort();
    const env: Record<string, string | undefined> = {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
    };
    for (const name of ["DATABASE_URL", "SITE_URL", "HOST", "DATABASE_POOL_MAX"]) delete env[name];
    child = spawn(process.execPath, ["scripts/start.ts"], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 240_000;
    while (!output.includes("press Ctrl+C to stop")) {
      if (child.exitCode !== null) throw new Error(`npm start exited: ${output}`);
      if (Date.now() > deadline) throw new Error(`npm start did not start: ${output}`);
      await new Promise((done) => setTimeout(done, 250));
    }
  }, 250_000);

  afterAll(() => {
    if (child.exitCode === null) child.kill("SIGKILL");
  });

  it("says where it serves: SITE_URL follows PORT, listening on loopback", () => {
    expect(output).toContain(
      `Site and API: http://localhost:${port}  (listening on http://127.0.0.1:${port})`,
    );
    expect(output).toContain(`Staff sign-in: http://localhost:${port}/admin`);
  });

  it("warns when staff passwords are hashed at the tests' cost (set for every API test)", () => {
    expect(process.env.PASSWORD_HASH_COST).toBe("test");
    expect(output).toContain("PASSWORD_HASH_COST=test: staff passwords are hashed at the tests'");
  });

  it("serves the site and the API", async () => {
    const page = await fetch(`http://localhost:${port}/products`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<html");
    const api = await fetch(`http://127.0.0.1:${port}/api/products?limit=1`);
    expect(api.status).toBe(200);
  });

  it("cannot be reached from another interface", async () => {
    const address = outsideAddress();
    if (!address) return; // a machine with loopback only has nothing else to reach it from
    await expect(fetch(`http://${address}:${port}/`)).rejects.toThrow();
  });

  it("accepts the staff sign-in from its own address on that port", async () => {
    const [, username, password] = /username "([^"]+)", password "([^"]+)"/.exec(output) ?? [];
    expect(username).toBeTruthy();
    const response = await fetch(`http://localhost:${port}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://localhost:${port}` },
      body: JSON.stringify({ username, password }),
    });
    expect(response.status).toBe(200);
  });

  it("stops on SIGTERM: exits 0 and releases the embedded database", async () => {
    child.kill("SIGTERM");
    expect(await exited(child)).toBe(0);
    expect(existsSync(join(dataDir, "pglite.lock"))).toBe(false);
  }, 60_000);
});
