// GET /api/storage/public/… and /api/storage/signed/…: local files, public by path, private only
// with a valid token for exactly that file; PUT /api/storage/upload/…: a signed upload, once.
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

// A signed upload link stores its file once (as Supabase's, signed without upsert): a leaked link
// cannot replace a file the import has read.
describe("signed uploads", () => {
  const USED = {
    error: {
      code: "conflict",
      message: "This upload link has already been used. Start the upload again for a new link.",
    },
  };
  const put = (url: string, body: string) =>
    call(storageFunction, pathOf(url), {
      method: "PUT",
      body,
      headers: { "content-type": "text/csv" },
    });
  const storedText = async (path: string) =>
    new TextDecoder().decode((await storage.get("private", path))!.bytes);

  it("stores the body once; a second PUT with the link is refused and the file stays", async () => {
    const { url, path } = await storage.createSignedUploadUrl("private", `${name("import")}.csv`);
    const first = await put(url, "name,sku\nPrinter,P-1\n");
    expect(first).toMatchObject({ status: 200, body: { Key: `private/${path}` } });
    const second = await put(url, "name,sku\nSwapped,EVIL\n");
    expect(second.status).toBe(409);
    expect(second.body).toEqual(USED);
    expect(await storedText(path)).toBe("name,sku\nPrinter,P-1\n");
    expect((await storage.get("private", path))!.contentType).toBe("text/csv");
  });

  it("of eight PUTs at once with one link, stores exactly one", async () => {
    const { url, path } = await storage.createSignedUploadUrl("private", `${name("race")}.csv`);
    const bodies = Array.from({ length: 8 }, (_, index) => `name\nupload ${index}\n`);
    const answers = await Promise.all(bodies.map((body) => put(url, body)));
    const stored = answers.flatMap((answer, index) => (answer.status === 200 ? [index] : []));
    expect(stored).toHaveLength(1);
    for (const answer of answers.filter((each) => each.status !== 200)) {
      expect(answer).toMatchObject({ status: 409, body: USED });
    }
    expect(await storedText(path)).toBe(bodies[stored[0]!]);
  });

  it("keeps a link whose body was refused usable", async () => {
    const { url, path } = await storage.createSignedUploadUrl("private", `${name("retry")}.csv`);
    expect((await put(url, "")).status).toBe(400);
    expect((await put(url, "name\nsecond try\n")).status).toBe(200);
    expect(await storedText(path)).toBe("name\nsecond try\n");
  });
});
