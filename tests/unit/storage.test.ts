import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { verifyLocalSignature } from "../../src/server/storage/local-storage.ts";
import { safeFileName, storagePathFor } from "../../src/server/storage/safe-file-name.ts";
import { createStorage, StoragePathError, type Storage } from "../../src/server/storage/storage.ts";

const SECRET = "test-signing-secret-of-at-least-32-characters";
let root: string;
let storage: Storage;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "storage-test-"));
  storage = createStorage({
    kind: "local",
    root,
    publicBaseUrl: "http://localhost:8888/api/storage/public/",
    signingSecret: SECRET,
    siteUrl: "http://localhost:8888",
  });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const tokenOf = (url: string): string => new URL(url).searchParams.get("token") ?? "";

describe("local storage", () => {
  it("puts, gets and removes an object with its content type", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.4 test");
    await storage.put("private", "receipts/2026/11/a.pdf", bytes, "application/pdf");
    expect(await storage.get("private", "receipts/2026/11/a.pdf")).toEqual({
      bytes,
      contentType: "application/pdf",
    });
    expect(await storage.get("public", "receipts/2026/11/a.pdf")).toBeNull();
    await storage.remove("private", "receipts/2026/11/a.pdf");
    expect(await storage.get("private", "receipts/2026/11/a.pdf")).toBeNull();
    expect(await readdir(join(root, "private", "receipts", "2026", "11"))).toEqual([]);
  });

  it("replaces an object in place and leaves no temporary files", async () => {
    await storage.put("public", "logos/x.png", new Uint8Array([1]), "image/png");
    await storage.put("public", "logos/x.png", new Uint8Array([2, 3]), "image/webp");
    expect(await storage.get("public", "logos/x.png")).toEqual({
      bytes: new Uint8Array([2, 3]),
      contentType: "image/webp",
    });
    expect((await readdir(join(root, "public", "logos"))).sort()).toEqual([
      "x.png",
      "x.png.meta.json",
    ]);
  });

  it("reads an object without its sidecar as application/octet-stream", async () => {
    await storage.put("public", "a.bin", new Uint8Array([7]), "image/png");
    await rm(join(root, "public", "a.bin.meta.json"));
    expect((await storage.get("public", "a.bin"))?.contentType).toBe("application/octet-stream");
  });

  it("removing a missing object is not an error", async () => {
    await expect(storage.remove("private", "nothing/here.txt")).resolves.toBeUndefined();
  });

  it("gives public objects a URL under the public base", () => {
    expect(storage.publicUrl("products/zt230.png")).toBe(
      "http://localhost:8888/api/storage/public/products/zt230.png",
    );
  });

  it.each([
    ["../x"],
    ["/abs"],
    ["a/../../b"],
    [""],
    ["a\\b"],
    ["a".repeat(200)],
    ["a/./b"],
    ["a//b"],
    ["a/b/"],
    [".hidden"],
    ["1/2/3/4/5/6/7/8/9"],
    ["x.pdf.meta.json"],
  ])("refuses the path %j everywhere", async (path) => {
    await expect(storage.put("public", path, new Uint8Array([1]), "text/plain")).rejects.toThrow(
      StoragePathError,
    );
    await expect(storage.get("private", path)).rejects.toThrow(StoragePathError);
    await expect(storage.remove("private", path)).rejects.toThrow(StoragePathError);
    await expect(storage.createSignedUploadUrl("private", path)).rejects.toThrow(StoragePathError);
    await expect(storage.createSignedDownloadUrl("private", path, 60)).rejects.toThrow(
      StoragePathError,
    );
    expect(() => storage.publicUrl(path)).toThrow(StoragePathError);
    expect(await readdir(root)).toEqual([]);
  });

  it("putNew stores an object once and never replaces it; put still does", async () => {
    const path = "imports/2026/11/a.csv";
    const first = new TextEncoder().encode("first");
    expect(await storage.putNew("private", path, first, "text/csv")).toBe(true);
    const second = new TextEncoder().encode("second");
    expect(await storage.putNew("private", path, second, "text/html")).toBe(false);
    expect(await storage.get("private", path)).toEqual({ bytes: first, contentType: "text/csv" });
    await storage.put("private", path, second, "text/plain");
    expect(await storage.get("private", path)).toEqual({
      bytes: second,
      contentType: "text/plain",
    });
    expect((await readdir(join(root, "private", "imports", "2026", "11"))).sort()).toEqual([
      "a.csv",
      "a.csv.meta.json",
    ]);
  });

  it("accepts eight segments", async () => {
    await storage.put("private", "1/2/3/4/5/6/7/8", new Uint8Array([1]), "text/plain");
    expect(await storage.get("private", "1/2/3/4/5/6/7/8")).not.toBeNull();
  });
});

describe("local signed links", () => {
  const object = { secret: SECRET, bucket: "private", path: "drivers/zd-driver.zip" } as const;

  it("signs a download link that verifies for that object", async () => {
    const url = await storage.createSignedDownloadUrl("private", object.path, 300);
    expect(url).toMatch(
      /^http:\/\/localhost:8888\/api\/storage\/signed\/private\/drivers\/zd-driver\.zip\?token=/,
    );
    const claim = verifyLocalSignature({ ...object, token: tokenOf(url), purpose: "download" });
    expect(claim).toMatchObject({ bucket: "private", path: object.path, purpose: "download" });
    expect(claim?.exp).toBeGreaterThan(Date.now() / 1000 + 290);
  });

  it("signs an upload link that verifies for that object", async () => {
    const upload = await storage.createSignedUploadUrl("private", "imports/products.xlsx");
    expect(upload.path).toBe("imports/products.xlsx");
    expect(upload.url).toBe(
      `http://localhost:8888/api/storage/upload/private/imports/products.xlsx?token=${upload.token}`,
    );
    const check = { ...object, path: upload.path, token: upload.token, purpose: "upload" } as const;
    expect(verifyLocalSignature(check)?.purpose).toBe("upload");
  });

  it("refuses a token with any one character changed", async () => {
    const token = tokenOf(await storage.createSignedDownloadUrl("private", object.path, 300));
    for (const index of [0, 5, token.indexOf(".") - 1, token.indexOf(".") + 1, token.length - 1]) {
      const changed = token[index] === "A" ? "B" : "A";
      const forged = token.slice(0, index) + changed + token.slice(index + 1);
      expect(verifyLocalSignature({ ...object, token: forged, purpose: "download" })).toBeNull();
    }
  });

  it("refuses an expired token", async () => {
    const token = tokenOf(await storage.createSignedDownloadUrl("private", object.path, 60));
    const later = Date.now() + 61_000;
    expect(verifyLocalSignature({ ...object, token, purpose: "download", now: later })).toBeNull();
  });

  it.each([
    ["another bucket", { bucket: "public" }],
    ["another path", { path: "drivers/other.zip" }],
    ["another purpose", { purpose: "upload" }],
    ["another secret", { secret: "a-different-secret-of-at-least-32-chars" }],
    ["garbage", { token: "not-a-token" }],
    ["an empty token", { token: "" }],
  ] as const)("refuses a token checked against %s", async (_case, change) => {
    const token = tokenOf(await storage.createSignedDownloadUrl("private", object.path, 300));
    const check = { ...object, token, purpose: "download", ...change } as const;
    expect(verifyLocalSignature(check)).toBeNull();
  });
});

describe("safeFileName", () => {
  it.each([
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\x\\cv.PDF", "cv.pdf"],
    ["résumé final (2).docx", "resume-final-2.docx"],
    ["", "file"],
    ["\u0000.pdf", "file.pdf"],
    ["..", "file"],
    ["report\u0007\n.pdf", "report.pdf"],
    ["price list.tar.gz", "price-list-tar.gz"],
    [`${"x".repeat(300)}.csv`, `${"x".repeat(60)}.csv`],
  ])("%j becomes %j", (original, expected) => {
    expect(safeFileName(original)).toBe(expected);
  });
});

describe("storagePathFor", () => {
  it("files an upload under prefix, year and month with a unique name", async () => {
    const path = storagePathFor("resumes", "../My CV.pdf", new Date("2026-03-04T10:00:00Z"));
    expect(path).toMatch(/^resumes\/2026\/03\/[0-9a-f-]{36}-my-cv\.pdf$/);
    expect(storagePathFor("resumes", "a.pdf")).not.toBe(storagePathFor("resumes", "a.pdf"));
    await storage.put("private", path, new Uint8Array([1]), "application/pdf");
    expect(await storage.get("private", path)).not.toBeNull();
  });

  it("makes paths the storage accepts whatever the original name", async () => {
    for (const name of ["", "\u0000", "ü".repeat(500), "a/b\\c:d*e?.exe", ".meta.json"]) {
      const path = storagePathFor("imports", name);
      await expect(
        storage.put("private", path, new Uint8Array([1]), "text/csv"),
      ).resolves.toBeUndefined();
    }
  });
});
