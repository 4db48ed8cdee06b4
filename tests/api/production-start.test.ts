// `npm start` run as a business runs it on one machine, through HTTP against the served site: an
// empty catalogue with --no-demo, /api/health, a JSON log line per request (no secrets, an aborted
// client in one line), 400 for malformed paths, mail left pending by a killed server sent once
// after the restart, a restart with nothing changed served without a build and one after a data
// change built again, a backup taken while serving and restored, and a DATABASE_URL database never
// given the demo data.
// Runs on the embedded database only: the PostgreSQL stage sets DATABASE_URL for every test.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "../../src/server/embedded/embedded-postgres.ts";
import { freePort, SERVING, startSite, type StartedSite } from "../support/started-site.ts";
import { startEmbeddedDatabase } from "../support/embedded-templates.ts";
import { fileFolder, testFolder } from "../support/temp-folder.ts";

const onEmbedded = !process.env.TEST_DATABASE_URL;
// Made only where the tests run: a skipped file runs no hook that would remove it.
const dataDir = onEmbedded ? fileFolder("production-start") : "";
const marker = randomBytes(6).toString("hex");
let port = 0;
let site: StartedSite | undefined;
let base = "";

// A stand-in for Resend's API: it holds every mail request until told to answer, and counts them.
interface MailApi {
  server: Server;
  url: string;
  received: { subject: string; text: string }[];
  answering: boolean;
  held: ServerResponse[];
}

async function mailApi(): Promise<MailApi> {
  const api: MailApi = {
    server: undefined as unknown as Server,
    url: "",
    received: [],
    answering: false,
    held: [],
  };
  api.server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const mail = JSON.parse(body) as { subject: string; text: string };
      api.received.push({ subject: mail.subject, text: mail.text });
      if (!api.answering) {
        api.held.push(res);
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: randomBytes(8).toString("hex") }));
    });
  });
  const mailPort = await freePort();
  await new Promise<void>((done) => api.server.listen(mailPort, "127.0.0.1", done));
  api.url = `http://127.0.0.1:${mailPort}`;
  return api;
}

let mail: MailApi;

const siteEnv = () => ({
  PORT: String(port),
  DATA_DIR: dataDir,
  RESEND_API_KEY: "re_test_key",
  RESEND_BASE_URL: mail.url,
});

async function serve(args: string[] = []): Promise<StartedSite> {
  const started = startSite(args, siteEnv());
  site = started;
  await started.waitFor(SERVING);
  return started;
}

// The embedded database of the running site, as the lock file announces it.
function runningDatabase() {
  const lock = JSON.parse(readFileSync(join(dataDir, "pglite.lock"), "utf8")) as { url: string };
  return postgres(lock.url, { max: 1, onnotice: () => {} });
}

const waitForLog = (running: StartedSite, test: (line: Record<string, unknown>) => boolean) =>
  running.waitFor((s) => s.logLines().some(test));

function runScript(script: string, args: string[]) {
  return spawnSync(process.execPath, [`scripts/${script}`, ...args], {
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir },
    encoding: "utf8",
  });
}

const enquiry = (name: string) => ({
  name,
  email: "owner@example.in",
  mobile: "+91-9811045678",
  location: "Pune, Maharashtra",
  productService: "Printers",
  message: "Please call me about two desktop printers.",
  cookieConsent: false,
});

describe.runIf(onEmbedded)("npm start on one machine in production", () => {
  beforeAll(async () => {
    mail = await mailApi();
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    await serve(["--no-demo"]);
  }, 300_000);

  afterAll(async () => {
    if (site && site.child.exitCode === null) await site.kill();
    for (const res of mail.held) res.destroy();
    await new Promise((done) => mail.server.close(done));
  });

  it("starts with --no-demo on an empty catalogue and the first admin, showing the build's progress", async () => {
    expect(site!.output()).toContain("Building the site (no release recorded yet)");
    expect(site!.output()).toMatch(/Site built in \d+ s \([\d,]+ pages\)/);
    expect(site!.output()).toContain("Staff sign-in:");
    const products = await fetch(`${base}/api/products?limit=5`);
    expect(await products.json()).toEqual([]);
    const categories = await fetch(`${base}/api/categories`);
    expect(await categories.json()).toEqual([]);
  });

  it("answers /api/health with the database's state and the served release, uncached", async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: "ok", database: { state: "up" } });
    expect(body.release).toMatch(/^\d{14,}$/);
  });

  it("answers a path with a malformed percent escape with 400 in the error shape, no stack logged", async () => {
    for (const path of ["/%ff", "/%", "/about%ff", "/admin/%ff", "/printers/in-%ff", "/api/%ff"]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "invalid_request", message: "The address has a malformed percent escape." },
      });
    }
    expect(site!.output()).not.toContain("URIError");
    expect(site!.output()).not.toMatch(/\n\s+at /);
  });

  it("logs one JSON line per request with its id, also sent back as X-Request-Id", async () => {
    const response = await fetch(`${base}/products?from=${marker}`);
    await response.text();
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await waitForLog(site!, (line) => line.requestId === id);
    const lines = site!.logLines().filter((line) => line.requestId === id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "info",
      method: "GET",
      path: "/products",
      status: 200,
      msg: "request",
    });
    expect(Number(lines[0]!.bytes)).toBeGreaterThan(1000);
    expect(typeof lines[0]!.durationMs).toBe("number");
    expect(new Date(String(lines[0]!.time)).getTime()).not.toBeNaN();
  });

  it("logs paths without their secrets: no query string, no build hook token", async () => {
    const token = `secret-${marker}`;
    const hook = await fetch(`${base}/.netlify/build-hooks/${token}`, { method: "POST" });
    const hookId = hook.headers.get("x-request-id");
    const link = await fetch(`${base}/api/drivers/1/download?token=${token}`);
    const linkId = link.headers.get("x-request-id");
    await waitForLog(site!, (line) => line.requestId === linkId);
    await waitForLog(site!, (line) => line.requestId === hookId);
    const byId = (id: string | null) => site!.logLines().find((line) => line.requestId === id);
    expect(byId(hookId)?.path).toBe("/.netlify/build-hooks/[hidden]");
    expect(byId(linkId)?.path).toBe("/api/drivers/1/download");
    expect(site!.output()).not.toContain(token);
  });

  it("logs a client that goes away mid-body as one short line, not a stack", async () => {
    const socket = connect(port, "127.0.0.1");
    await new Promise<void>((done) => socket.once("connect", () => done()));
    // Headers and the start of the body, then the client goes away.
    const request =
      `POST /api/contact?abort=${marker} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      "Content-Type: application/json\r\nContent-Length: 4000\r\n\r\n" +
      '{"name":"half';
    socket.write(request, () => socket.end());
    await waitForLog(site!, (line) => line.path === "/api/contact" && line.aborted === true);
    const lines = site!.logLines().filter((line) => line.path === "/api/contact");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "info", status: 499, aborted: true });
    const id = String(lines[0]!.requestId);
    expect(
      site!
        .output()
        .split("\n")
        .filter((line) => line.includes(id)),
    ).toHaveLength(1);
    expect(site!.output()).not.toContain("ECONNRESET");
    expect(site!.output()).not.toMatch(/\n\s+at /);
  });

  it("sends the mail of an enquiry stored before a kill after the restart, exactly once", async () => {
    const name = `Pending ${marker}`;
    const answer = fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(enquiry(name)),
    }).catch(() => null);
    // Stored, and its mail on its way to the provider, which holds it: kill the server now.
    await expect
      .poll(() => mail.received.filter((m) => m.text.includes(name)).length, { timeout: 30_000 })
      .toBe(1);
    await site!.kill();
    await answer;
    mail.received.length = 0;
    mail.answering = true;

    const restarted = await serve();
    expect(restarted.output()).toContain("Serving the last build");
    await waitForLog(restarted, (line) => line.msg === "mail left pending by earlier runs sent");
    expect(mail.received.filter((m) => m.text.includes(name))).toHaveLength(1);
    const sql = runningDatabase();
    const [row] = await sql<{ mail_status: string }[]>`
      select mail_status from contact_submissions where name = ${name}`;
    await sql.end();
    expect(row?.mail_status).toBe("sent");

    expect(await restarted.stop()).toBe(0);
    const again = await serve();
    await waitForLog(again, (line) => line.msg === "mail left pending by earlier runs sent");
    expect(mail.received.filter((m) => m.text.includes(name))).toHaveLength(1);
  }, 300_000);

  it("builds again at the next start when data a page shows changed, and says why", async () => {
    const sql = runningDatabase();
    await sql`
      insert into categories (name, display_name)
      values (${`rebuild-${marker}`}, ${`Rebuild ${marker}`})`;
    await sql.end();
    expect(await site!.stop()).toBe(0);
    const rebuilt = await serve();
    expect(rebuilt.output()).toContain("Building the site (the data changed)");
    expect(rebuilt.output()).toMatch(/Site built in \d+ s \([\d,]+ pages\)/);
  }, 300_000);

  it("backs up while serving and restores exactly what the backup held", async () => {
    const backup = join(dataDir, `backup-${marker}.tar.gz`);
    const storedFile = (n: number) =>
      join(dataDir, "storage", "public", `backup-${marker}-${n}.txt`);
    const outboxFile = (n: number) => join(dataDir, "outbox", `backup-${marker}-${n}.json`);
    mkdirSync(join(dataDir, "storage", "public"), { recursive: true });
    mkdirSync(join(dataDir, "outbox"), { recursive: true });
    const write = async (set: number) => {
      const sql = runningDatabase();
      for (let i = 0; i < 3; i += 1) {
        await sql`
          insert into contact_submissions
            (name, email, mobile, location, product_service, message, source, mail_status)
          values (${`Backup ${marker} ${set}-${i}`}, 'owner@example.in', '+91-9811045678', 'Pune',
                  'Printers', 'Rows written around a backup.', 'test', 'sent')`;
      }
      await sql.end();
      writeFileSync(storedFile(set), `file ${set}`);
      writeFileSync(outboxFile(set), JSON.stringify({ subject: `mail ${set}` }));
    };

    await write(1);
    const made = runScript("db-backup.ts", [backup]);
    expect(made.stderr).toBe("");
    expect(made.status).toBe(0);
    // Still serving, and writes go on.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    await write(2);

    const refused = runScript("db-restore.ts", [backup]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("stop npm start");

    expect(await site!.stop()).toBe(0);
    const restored = runScript("db-restore.ts", [backup]);
    expect(restored.stderr).toBe("");
    expect(restored.status).toBe(0);

    const database = await startEmbeddedPostgres({ dataDir: join(dataDir, "pglite") });
    try {
      const sql = postgres(database.url, { max: 1, onnotice: () => {} });
      const rows = await sql<{ name: string }[]>`
        select name from contact_submissions where name like ${`Backup ${marker} %`}
        order by name`;
      await sql.end();
      expect(rows.map((row) => row.name)).toEqual([0, 1, 2].map((i) => `Backup ${marker} 1-${i}`));
    } finally {
      await database.stop();
    }
    expect(existsSync(storedFile(1))).toBe(true);
    expect(existsSync(storedFile(2))).toBe(false);
    expect(existsSync(outboxFile(1))).toBe(true);
    expect(existsSync(outboxFile(2))).toBe(false);
  }, 120_000);

  it("answers --help on its scripts without touching any data", { timeout: 180_000 }, () => {
    const empty = testFolder("production-help");
    for (const script of [
      "db-seed.ts",
      "db-migrate.ts",
      "admin-create.ts",
      "db-backup.ts",
      "db-restore.ts",
      "start.ts",
    ]) {
      const run = spawnSync(process.execPath, [`scripts/${script}`, "--help"], {
        env: { ...process.env, DATABASE_URL: "", DATA_DIR: empty },
        encoding: "utf8",
      });
      expect(run.status, script).toBe(0);
      expect(run.stdout, script).toContain("npm ");
      expect(existsSync(join(empty, "pglite")), script).toBe(false);
    }
  });

  it("never gives a DATABASE_URL database the demo data", async () => {
    const database = await startEmbeddedDatabase("empty");
    try {
      const started = startSite([], { ...siteEnv(), DATABASE_URL: database.url });
      site = started;
      await started.waitFor(SERVING, 300_000);
      const products = await fetch(`${base}/api/products?limit=5`);
      expect(await products.json()).toEqual([]);
      const categories = await fetch(`${base}/api/categories`);
      expect(await categories.json()).toEqual([]);
      expect(await started.stop()).toBe(0);
    } finally {
      await database.stop();
    }
  }, 320_000);
});
