// A deployed function (on Netlify: SITE_ID set, no `netlify dev`) whose configuration lacks a
// service answers 503 in the one error shape, logs which variable, and writes nothing to its disk,
// where locally the same call would fall back to a folder under DATA_DIR.
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import contact from "../../netlify/functions/contact.mts";
import storage from "../../netlify/functions/storage.mts";
import { reloadConfig } from "../../src/server/config.ts";
import { log as logger } from "../../src/server/log/logger.ts";
import { call, errorShape } from "../support/api.ts";
import { testSql } from "../support/db.ts";
import { contactEnquiry } from "../support/contact-enquiry.ts";
import { fileFolder } from "../support/temp-folder.ts";

const sql = testSql();
const dataDir = fileFolder("deployed-function");
const saved = {
  SITE_ID: process.env.SITE_ID,
  DATA_DIR: process.env.DATA_DIR,
  PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST,
};
// What the server logs as an error, through its logger or console.error.
const errors: unknown[][] = [];
const record = ((...args: unknown[]) => void errors.push(args)) as never;
const consoleLog = vi.spyOn(console, "error").mockImplementation(record);
const loggerLog = vi.spyOn(logger(), "error").mockImplementation(record);

beforeAll(() => {
  process.env.SITE_ID = "1d01c0c0-4554-4747-93b8-34ce3448ab95";
  process.env.DATA_DIR = dataDir;
  // The tests' cheap password cost is refused on Netlify (tests/api/setup-env.ts).
  delete process.env.PASSWORD_HASH_COST;
  reloadConfig();
});

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  reloadConfig();
  consoleLog.mockRestore();
  loggerLog.mockRestore();
});

const logged = () => errors.map((args) => args.map(String).join(" ")).join("\n");

describe("a deployed function without its configuration", () => {
  it("answers a file of public storage with 503, naming SUPABASE_URL in the log only", async () => {
    const answer = await call(storage, "/api/storage/public/products/x.png");
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual(errorShape);
    expect((answer.body as { error: { code: string } }).error.code).toBe("service_unavailable");
    expect(JSON.stringify(answer.body)).not.toContain("SUPABASE");
    expect(logged()).toContain("SUPABASE_URL");
  });

  it("answers a contact enquiry with 503, naming RESEND_API_KEY, and keeps no half of it", async () => {
    const marker = `missing-config-${Date.now()}`;
    const answer = await call(contact, "/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(contactEnquiry(`Asha Verma ${marker}`)),
    });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual(errorShape);
    expect(logged()).toContain("RESEND_API_KEY");
    const rows = await sql`select 1 from contact_submissions where name like ${`%${marker}`}`;
    expect(rows).toHaveLength(0);
  });

  it("wrote nothing to the local disk", () => {
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
