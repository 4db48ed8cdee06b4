// GET /api/storage/public/… and /api/storage/signed/…: local files, public by path, private only
// with a valid token for exactly that file.
import { describe, expect, it } from "vitest";
import storageFunction from "../../netlify/functions/storage.mts";
import { serverStorage } from "../../src/server/storage/server-storage.ts";
import { call } from "../support/api.ts";

const storage = serverStorage();
const name = (tag: string) => `tests/${tag}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

describe("public files", () => {
  it("serves a stored file with its type, inert and cacheable", async () => {
    const path = `${name("logo")}.svg`;
    await storage.put("public", path, new TextEncoder().encode("<svg/>"), "image/svg+xml");
    const { status, headers, body } = await call(storageFunction, pathOf(storage.publicUrl(path)));
    expect(status).toBe(200);
    expect(body).toBe("<svg/>");
    expect(headers.get("content-type")).toBe("image/svg+xml");
    expect(headers.get("content-security-policy")).toContain("sandbox");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
  });

  it.each([
    ["/api/storage/public/tests/missing.png", 404],
    ["/api/storage/public/..%2F..%2Fpglite.lock", 400],
    ["/api/storage/public/%E0%A4%A", 404],
  ])("%s answers %i", async (path, status) => {
    expect((await call(storageFunction, path)).status).toBe(status);
  });

  it("answers 405 to a write", async () => {
    const { status } = await call(storageFunction, "/api/storage/public/x.png", { method: "PUT" });
    expect(status).toBe(405);
  });
});

describe("private files", () => {
  it("serves a private file to its signed link", async () => {
    const path = `${name("receipt")}.pdf`;
    await storage.put("private", path, new TextEncoder().encode("%PDF-1.4"), "application/pdf");
    const url = await storage.createSignedDownloadUrl("private", path, 60);
    const { status, body, headers } = await call(storageFunction, pathOf(url));
    expect(status).toBe(200);
    expect(body).toBe("%PDF-1.4");
    expect(headers.get("cache-control")).toBe("private, no-store");
  });

  it("refuses no token, a forged token, another file's token and a public-path read", async () => {
    const path = `${name("resume")}.pdf`;
    const other = `${name("other")}.pdf`;
    await storage.put("private", path, new TextEncoder().encode("%PDF-1.4"), "application/pdf");
    const otherUrl = new URL(await storage.createSignedDownloadUrl("private", other, 60));
    const token = otherUrl.searchParams.get("token")!;
    const base = `/api/storage/signed/private/${path}`;
    for (const suffix of ["", "?token=", "?token=abc.def", `?token=${encodeURIComponent(token)}`]) {
      const { status, body } = await call(storageFunction, `${base}${suffix}`);
      expect(status).toBe(403);
      expect(body).toEqual({
        error: { code: "forbidden", message: "This download link is not valid or has expired." },
      });
    }
    expect((await call(storageFunction, `/api/storage/public/${path}`)).status).toBe(404);
  });
});
