import { afterEach, describe, expect, it, vi } from "vitest";
import {
  adminFetch,
  AdminApiError,
  failureMessage,
  NETWORK_ERROR,
  NetworkError,
} from "../../src/islands/admin/admin-api.ts";

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(body === undefined ? "oops" : JSON.stringify(body), { status }));

describe("adminFetch", () => {
  it("sends the cookie and JSON, and returns the body", async () => {
    const fetch = answer(200, { success: true });
    vi.stubGlobal("fetch", fetch);
    await expect(adminFetch("/api/x", { method: "POST", json: { a: 1 } })).resolves.toEqual({
      success: true,
    });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin", body: '{"a":1}' });
  });

  it("turns the error shape into message, code and fields", async () => {
    const body = {
      error: {
        code: "invalid_request",
        message: "Name is required",
        fields: { name: "Name is required" },
      },
    };
    vi.stubGlobal("fetch", answer(400, body));
    const error = await adminFetch("/api/x").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AdminApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "invalid_request",
      message: "Name is required",
      fields: { name: "Name is required" },
    });
  });

  it("says 'HTTP error! status: {code}' when the server gave no message (document 3 §7.5)", async () => {
    vi.stubGlobal("fetch", answer(502, undefined));
    const error = await adminFetch("/api/x").catch((caught: unknown) => caught);
    expect((error as Error).message).toBe("HTTP error! status: 502");
    expect(failureMessage(error, "Login failed")).toBe("Login failed");
  });

  it("reports a request that never got an answer as a network error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const error = await adminFetch("/api/x").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(failureMessage(error, "Login failed")).toBe(NETWORK_ERROR);
    expect(NETWORK_ERROR).toBe("Network error. Please try again.");
  });
});
