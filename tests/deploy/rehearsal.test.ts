// A production rehearsal: the function zips a deploy uploads, unzipped into a read-only folder and
// served by a fresh process with NODE_ENV=production and the variables Netlify gives a deployed
// function, against PostgreSQL 15 set up as Supabase's and migrated as `supabase db push` does.
// Supabase Storage, Resend and Netlify's build hook are a local receiver that answers as their
// documented HTTP APIs answer. What it does not prove: README, Deploying.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort } from "../../scripts/lib/free-port.ts";
import { createStaffUser } from "../../src/server/auth/staff-users.ts";
import { seedDemoData } from "../../src/server/seed/seed.ts";
import { formOf, PNG } from "../support/staff.ts";
import { createSupabaseLikeDatabase, supabaseDbPush, withSql } from "../support/supabase-like.ts";
import { contactEnquiry } from "../support/contact-enquiry.ts";

const cluster = inject("postgres15Url");
const bundles = inject("functionBundles");
// REHEARSAL_PORT picks the two ports (the receiver's and the functions'); unset, any free ones.
const basePort = Number(process.env.REHEARSAL_PORT ?? 0);

interface Received {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

// Supabase Storage, Resend and the build hook in one local server: every request is kept, and
// answered as the real service answers a success.
class Receiver {
  readonly requests: Received[] = [];
  private waiting: (() => void)[] = [];
  readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "/";
      this.requests.push({
        method: req.method!,
        path,
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      for (const wake of this.waiting.splice(0)) wake();
      res.setHeader("content-type", "application/json");
      // Storage API: POST /storage/v1/object/{bucket}/{path} answers the object's key and id.
      const upload = /^\/storage\/v1\/object\/([^/]+)\/(.+)$/.exec(path);
      if (upload && req.method === "POST") {
        res.end(JSON.stringify({ Key: `${upload[1]}/${upload[2]}`, Id: crypto.randomUUID() }));
      } else if (path === "/resend/emails" && req.method === "POST") {
        res.end(JSON.stringify({ id: crypto.randomUUID() }));
      } else if (path.startsWith("/build_hooks/") && req.method === "POST") {
        res.end("{}");
      } else {
        res.statusCode = 404;
        res.end(
          JSON.stringify({ statusCode: "404", error: "not_found", message: "Object not found" }),
        );
      }
    });
  });

  /** The first request kept that `test` takes, waiting for it to come. */
  async next(test: (request: Received) => boolean): Promise<Received> {
    for (;;) {
      const found = this.requests.find(test);
      if (found) return found;
      await new Promise<void>((wake) => this.waiting.push(wake));
    }
  }
}

const receiver = new Receiver();
let functions: ChildProcess | undefined;
let site = "";
let folder = "";
let databaseUrl = "";
const admin = { username: "rehearsal-admin", password: "rehearsal-password-1" };

async function startFunctions(env: Record<string, string>, port: number): Promise<string> {
  functions = spawn(
    process.execPath,
    [
      join(process.cwd(), "tests/support/rehearsal-server.ts"),
      join(folder, "functions"),
      String(port),
    ],
    { cwd: join(folder, "functions"), env, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  functions.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  functions.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  for (;;) {
    const listening = /listening (\d+)/.exec(output);
    if (listening) return `http://127.0.0.1:${listening[1]}`;
    if (functions.exitCode !== null) throw new Error(`The functions did not start: ${output}`);
    await once(functions.stdout!, "data");
  }
}

describe.skipIf(!cluster)("production rehearsal: the deploy's function zips", () => {
  beforeAll(async () => {
    // Unzipped as Netlify runs them: one folder per zip, read-only.
    folder = mkdtempSync(join(tmpdir(), "rehearsal-"));
    for (const bundle of bundles) {
      const into = join(folder, "functions", bundle.name);
      mkdirSync(into, { recursive: true });
      spawnSync("unzip", ["-q", bundle.path, "-d", into], { stdio: "inherit" });
    }
    spawnSync("chmod", ["-R", "a-w", join(folder, "functions")]);

    databaseUrl = await createSupabaseLikeDatabase(cluster, "rehearsal");
    await withSql(databaseUrl, async (sql) => {
      await supabaseDbPush(sql);
      await seedDemoData(sql, { quiet: true });
      await createStaffUser(sql, { ...admin, role: "admin" });
    });

    receiver.server.listen(basePort, "127.0.0.1");
    await once(receiver.server, "listening");
    const services = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}`;
    const port = basePort ? basePort + 1 : await freePort();
    site = await startFunctions(
      {
        PATH: process.env.PATH!,
        NODE_ENV: "production",
        SITE_ID: "1d01c0c0-4554-4747-93b8-34ce3448ab95",
        SITE_NAME: "barcode-rehearsal",
        URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: databaseUrl,
        SUPABASE_URL: services,
        SUPABASE_SERVICE_ROLE_KEY: "rehearsal-service-role-key",
        SIGNING_SECRET: "rehearsal-signing-secret-0123456789abcdef",
        RESEND_API_KEY: "re_rehearsal",
        RESEND_BASE_URL: `${services}/resend`,
        MAIL_FROM: "Shree Barcode Systems <no-reply@shreebarcodesystems.in>",
        BUILD_HOOK_URL: `${services}/build_hooks/rehearsal`,
        DEPLOY_NOTIFICATION_SECRET: "rehearsal-deploy-notification-secret-0123",
      },
      port,
    );
  }, 240_000);

  afterAll(() => {
    functions?.kill();
    receiver.server.close();
    if (folder) {
      spawnSync("chmod", ["-R", "u+w", folder]);
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("walks the site: products, suggestions, an enquiry, a sign-in, a product edit published", async () => {
    const products = await fetch(`${site}/api/products`);
    expect(products.status).toBe(200);
    const listed = (await products.json()) as { products?: unknown[] } | unknown[];
    expect(JSON.stringify(listed).length).toBeGreaterThan(100);

    const suggestions = await fetch(`${site}/api/products/search-suggestions/zebra`);
    expect(suggestions.status).toBe(200);
    expect(JSON.stringify(await suggestions.json())).toMatch(/zebra/i);

    const marker = `rehearsal-${Date.now()}`;
    const enquiry = await fetch(`${site}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(contactEnquiry(`Asha Verma ${marker}`)),
    });
    expect(enquiry.status).toBe(201);
    const mail = await receiver.next(
      (request) => request.path === "/resend/emails" && request.body.includes(marker),
    );
    expect(mail.headers.authorization).toBe("Bearer re_rehearsal");

    const origin = new URL(site).origin;
    const login = await fetch(`${site}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(admin),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;

    const [ids] = await withSql(
      databaseUrl,
      (sql) => sql<{ category: number; subcategory: number }[]>`
        select (select id::int from categories where name = 'printers') as category,
               (select id::int from subcategories where name = 'desktop-printers') as subcategory`,
    );
    const form = formOf(
      {
        name: `Rehearsal Printer ${marker}`,
        category: String(ids!.category),
        subcategory: String(ids!.subcategory),
        shortDescription: "A short description",
        description: "A longer description",
        sku: `REH-${marker}`,
        status: "active",
        featured: "false",
      },
      { image: { bytes: PNG, name: "printer.png", type: "image/png" } },
    );
    const created = await fetch(`${site}/api/products`, {
      method: "POST",
      headers: { origin, cookie },
      body: form,
    });
    expect(created.status).toBe(201);
    // The photo went to Supabase Storage's public bucket, with the service role key.
    const upload = await receiver.next((request) =>
      request.path.startsWith("/storage/v1/object/public/"),
    );
    expect(upload.headers.authorization).toBe("Bearer rehearsal-service-role-key");
    // And the edit started a build through the build hook.
    await receiver.next((request) => request.path.startsWith("/build_hooks/rehearsal?"));
  }, 180_000);
});
