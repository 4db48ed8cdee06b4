// POST /api/drivers, PUT and DELETE /api/drivers/{id} and GET /api/admin/drivers (document 3
// §2.7, §5): the multipart driver form, its file of any type kept PRIVATELY under a safe name, the
// row version check, and the audit entry and publish request of each write.
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import admin from "../../netlify/functions/admin.mts";
import drivers from "../../netlify/functions/drivers.mts";
import { signDownloadToken } from "../../src/server/drivers/download-token.ts";
import { signingSecret } from "../../src/server/secrets.ts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { EXECUTABLE, PDF_RESUME } from "../support/resume-files.ts";
import { formOf, send, signedInStaff } from "../support/staff.ts";

const db = usePrivateDatabase();
let staff: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  staff = await signedInStaff(db());
});

const PRIVATE = join(process.env.DATA_DIR!, "storage", "private");
const PUBLIC = join(process.env.DATA_DIR!, "storage", "public");
const STALE =
  "This driver was changed by someone else since you opened it. Reload to see their changes, then edit again.";

let counter = 0;
const fields = (extra: Record<string, string | undefined> = {}) => ({
  name: `ZDesigner Driver ${process.pid}-${++counter}`,
  version: "10.6.2",
  category: "printer",
  operatingSystem: "windows",
  description: "Windows driver for Zebra desktop printers.",
  compatibility: "Windows 10 and 11",
  ...extra,
});
const setup = { bytes: EXECUTABLE, name: "ZDesigner Setup (x64).EXE" };

const write = (method: string, path: string, form: FormData) =>
  send(drivers, path, { method, cookie: staff.cookie, form });

async function added(extra: Record<string, string | undefined> = {}, file = setup) {
  const { status, body } = await write("POST", "/api/drivers", formOf(fields(extra), { file }));
  expect(status).toBe(201);
  return body.driver;
}

const rowOf = async (id: number) => (await db()`select * from drivers where id = ${id}`)[0];
const historyOf = (id: number) => db()`
  select a.action, a.changes, r.reason, r.status
    from audit_log a
    left join publish_requests r on r.entity_type = a.entity_type and r.entity_id = a.entity_id
                                and r.created_at = a.created_at
   where a.entity_type = 'driver' and a.entity_id = ${String(id)}
   order by a.id`;
const driverFiles = async () => {
  const folder = join(PRIVATE, "drivers");
  if (!existsSync(folder)) return [];
  return (await readdir(folder, { recursive: true })).filter((name) => !name.endsWith(".json"));
};

describe("POST /api/drivers", () => {
  it("adds a driver with a program as its file, kept privately under a safe name", async () => {
    const driver = await added();
    expect(driver).toMatchObject({
      name: expect.stringMatching(/^ZDesigner Driver/),
      version: "10.6.2",
      category: "printer",
      operatingSystem: "windows",
      compatibility: "Windows 10 and 11",
      fileName: "zdesigner-setup-x64.exe",
      fileSize: `${EXECUTABLE.length} B`,
      rowVersion: 1,
      hasFile: true,
    });
    const row = await rowOf(driver.id);
    expect(row!.file_path).toMatch(
      /^drivers\/\d{4}\/\d{2}\/[0-9a-f-]{36}-zdesigner-setup-x64\.exe$/,
    );
    expect(existsSync(join(PRIVATE, row!.file_path))).toBe(true);
    expect(existsSync(join(PUBLIC, row!.file_path))).toBe(false);
    const [entry] = await historyOf(driver.id);
    expect(entry).toMatchObject({
      action: "create",
      status: "queued",
      reason: `Driver "${driver.name}" created`,
    });
  });

  it("serves the file only through a download token", async () => {
    const driver = await added({}, { bytes: PDF_RESUME, name: "manual.pdf" });
    const forged = await send(drivers, `/api/drivers/${driver.id}/download?token=abc.def`);
    expect(forged.status).toBe(403);
    const { token } = signDownloadToken(signingSecret(), driver.id, randomUUID());
    const response = await drivers(
      new Request(`http://localhost:8888/api/drivers/${driver.id}/download?token=${token}`),
      {} as never,
    );
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF_RESUME);
  });

  it("releases a driver today unless the form gives a date", async () => {
    const today = new Date(Date.now() + 5.5 * 3600 * 1000).toISOString().slice(0, 10);
    expect((await added()).releaseDate).toBe(today);
    expect((await added({ releaseDate: "2025-01-15" })).releaseDate).toBe("2025-01-15");
  });

  it.each([
    ["name", undefined, "Name is required"],
    ["version", undefined, "Version is required"],
    ["category", undefined, "Category is required"],
    ["category", "camera", "Category must be one of printer, scanner, mobile, utility"],
    ["operatingSystem", undefined, "Operating system is required"],
    [
      "operatingSystem",
      "solaris",
      "Operating system must be one of windows, macos, linux, android, ios",
    ],
    ["description", undefined, "Description is required"],
    ["releaseDate", "2025-02-30", "Release date must be a date such as 2025-01-15"],
    ["releaseDate", "0000-01-01", "Release date must be a date such as 2025-01-15"],
  ])("refuses %s %j with its message, storing nothing", async (field, value, message) => {
    const before = await driverFiles();
    const form = formOf(fields({ [field]: value }), { file: setup });
    const { status, body } = await write("POST", "/api/drivers", form);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: "invalid_request", fields: { [field]: message } });
    expect(await driverFiles()).toEqual(before);
  });

  it("requires a file when adding", async () => {
    const { status, body } = await write("POST", "/api/drivers", formOf(fields()));
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ file: "File is required" });
  });

  it("refuses a file over 4 MB with 413 beside the file field", async () => {
    const file = { bytes: new Uint8Array(4 * 1024 * 1024 + 1), name: "big.zip" };
    const { status, body } = await write("POST", "/api/drivers", formOf(fields(), { file }));
    expect(status).toBe(413);
    expect(body.error.fields.file).toBe("File must be 4 MB or smaller");
  });
});

describe("PUT /api/drivers/{id}", () => {
  it("keeps the stored file when none is sent, and counts the row version up", async () => {
    const driver = await added();
    const before = await rowOf(driver.id);
    const form = formOf(fields({ version: "10.7.0", rowVersion: "1" }));
    const { status, body } = await write("PUT", `/api/drivers/${driver.id}`, form);
    expect(status).toBe(200);
    expect(body.driver).toMatchObject({
      version: "10.7.0",
      rowVersion: 2,
      fileName: driver.fileName,
    });
    expect((await rowOf(driver.id))!.file_path).toBe(before!.file_path);
    expect((await historyOf(driver.id))[1]).toMatchObject({
      action: "update",
      status: "queued",
      changes: { version: { from: "10.6.2", to: "10.7.0" } },
    });
  });

  it("replaces the file when a new one comes, removing the old one", async () => {
    const driver = await added();
    const oldPath = (await rowOf(driver.id))!.file_path as string;
    const file = { bytes: PDF_RESUME, name: "Release Notes.pdf" };
    const form = formOf(fields({ rowVersion: "1" }), { file });
    const { body } = await write("PUT", `/api/drivers/${driver.id}`, form);
    expect(body.driver.fileName).toBe("release-notes.pdf");
    const newPath = (await rowOf(driver.id))!.file_path as string;
    expect(newPath).not.toBe(oldPath);
    expect(existsSync(join(PRIVATE, newPath))).toBe(true);
    expect(existsSync(join(PRIVATE, oldPath))).toBe(false);
  });

  it("refuses a stale row version with 409, keeping the row and leaving no new file", async () => {
    const driver = await added();
    await write("PUT", `/api/drivers/${driver.id}`, formOf(fields({ rowVersion: "1" })));
    const before = await driverFiles();
    const form = formOf(fields({ rowVersion: "1" }), { file: setup });
    const { status, body } = await write("PUT", `/api/drivers/${driver.id}`, form);
    expect(status).toBe(409);
    expect(body.error).toEqual({ code: "conflict", message: STALE });
    expect((await rowOf(driver.id))!.row_version).toBe(2);
    expect(await driverFiles()).toEqual(before);
  });

  it("requires the row version", async () => {
    const driver = await added();
    const { status, body } = await write("PUT", `/api/drivers/${driver.id}`, formOf(fields()));
    expect(status).toBe(400);
    expect(body.error.fields.rowVersion).toBe(
      "Row version is required: reload the driver and try again",
    );
  });
});

describe("DELETE /api/drivers/{id}", () => {
  it("refuses a stale row version, then deletes the driver and its file", async () => {
    const driver = await added();
    const path = (await rowOf(driver.id))!.file_path as string;
    const remove = (query: string) =>
      send(drivers, `/api/drivers/${driver.id}${query}`, {
        method: "DELETE",
        cookie: staff.cookie,
      });
    expect((await remove("?rowVersion=3")).status).toBe(409);
    expect(existsSync(join(PRIVATE, path))).toBe(true);
    const { status, body } = await remove("?rowVersion=1");
    expect([status, body]).toEqual([200, { success: true }]);
    expect(await rowOf(driver.id)).toBeUndefined();
    expect(existsSync(join(PRIVATE, path))).toBe(false);
    expect((await historyOf(driver.id)).map((entry) => entry.action)).toEqual(["create", "delete"]);
    expect((await remove("")).status).toBe(404);
  });
});

describe("GET /api/admin/drivers", () => {
  it("lists every driver with its row version; one driver carries its history", async () => {
    const driver = await added();
    const list = await send(admin, "/api/admin/drivers", { cookie: staff.cookie });
    expect(list.status).toBe(200);
    const [count] = await db()`select count(*)::int as count from drivers`;
    expect(list.body).toHaveLength(count!.count);
    expect(list.body[0]).toMatchObject({ id: driver.id, rowVersion: 1, hasFile: true });
    const one = await send(admin, `/api/admin/drivers/${driver.id}`, { cookie: staff.cookie });
    expect(one.body.audit).toEqual([
      { action: "create", actor_username: staff.user.username, created_at: expect.any(String) },
    ]);
    const missing = await send(admin, "/api/admin/drivers/999999", { cookie: staff.cookie });
    expect(missing.body.error).toEqual({ code: "not_found", message: "Driver not found" });
  });
});
