// The forms' Idempotency-Keys: one per filled form, the same on every try of the same values, a new
// one after a success or once the values change; and each form's send puts it in the header.
import { afterEach, describe, expect, it, vi } from "vitest";
import { IDEMPOTENCY_KEY_PATTERN, newIdempotencyKey } from "../../src/lib/idempotency-key.ts";
import { sendEnquiry, type EnquiryValues } from "../../src/islands/contact/send-enquiry.ts";
import { sendDownloadRequest } from "../../src/islands/drivers/send-download-request.ts";
import { sendApplication } from "../../src/islands/jobs/send-application.ts";
import { fileSignature, submissionKeys } from "../../src/islands/shared/submission-keys.ts";

afterEach(() => vi.unstubAllGlobals());

describe("submissionKeys", () => {
  it("keeps one key across tries of the same values, and a new one when they change", () => {
    const keys = submissionKeys();
    const first = keys.keyFor('{"name":"Asha"}');
    expect(keys.keyFor('{"name":"Asha"}')).toBe(first);
    const changed = keys.keyFor('{"name":"Asha V"}');
    expect(changed).not.toBe(first);
    expect(keys.keyFor('{"name":"Asha V"}')).toBe(changed);
  });

  it("starts a new key after a success, even for the same values", () => {
    const keys = submissionKeys();
    const first = keys.keyFor("same");
    keys.succeeded();
    expect(keys.keyFor("same")).not.toBe(first);
  });

  it("makes keys the server accepts, with or without crypto.randomUUID", () => {
    expect(newIdempotencyKey()).toMatch(IDEMPOTENCY_KEY_PATTERN);
    // A page served over plain HTTP has no randomUUID.
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    const fallback = newIdempotencyKey();
    expect(fallback).toMatch(/^[0-9a-f]{32}$/);
    expect(fallback).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(newIdempotencyKey()).not.toBe(fallback);
  });

  it("tells files apart by name, size, date and type", () => {
    const file = new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf", lastModified: 1 });
    const same = new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf", lastModified: 1 });
    const other = new File(["%PDF-1.5"], "cv2.pdf", { type: "application/pdf", lastModified: 1 });
    expect(fileSignature(same)).toBe(fileSignature(file));
    expect(fileSignature(other)).not.toBe(fileSignature(file));
  });
});

describe("each form's send", () => {
  const values = { name: "Asha" } as unknown as EnquiryValues;
  const resume = new File(["%PDF-1.4"], "cv.pdf");
  it.each([
    ["contact", (key: string) => sendEnquiry(values, key)],
    ["driver download", (key: string) => sendDownloadRequest(new FormData(), key)],
    ["job application", (key: string) => sendApplication({ id: 1, title: "T" }, {}, resume, key)],
  ])("%s carries the key in the Idempotency-Key header", async (_form, send) => {
    const sent: Headers[] = [];
    vi.stubGlobal("window", { location: { pathname: "/contact", search: "" } });
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      return Response.json({ success: true, downloadUrl: "/x" }, { status: 201 });
    });
    await send("0b0f6c1e-3f0a-4e5b-9a43-7d1c2f9e8a10");
    expect(sent.map((headers) => headers.get("idempotency-key"))).toEqual([
      "0b0f6c1e-3f0a-4e5b-9a43-7d1c2f9e8a10",
    ]);
  });
});
