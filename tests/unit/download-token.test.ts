// The download token: one driver, 15 minutes, signed (docs/decisions/0029-drivers.md).
import { describe, expect, it } from "vitest";
import {
  DOWNLOAD_TOKEN_SECONDS,
  signDownloadToken,
  verifyDownloadToken,
} from "../../src/server/drivers/download-token.ts";

const SECRET = "a".repeat(40);
const NOW = Date.parse("2026-11-23T10:00:00Z");

describe("download tokens", () => {
  const { token, expiresAt } = signDownloadToken(SECRET, 7, "request-1", NOW);

  it("last 15 minutes", () => {
    expect(DOWNLOAD_TOKEN_SECONDS).toBe(900);
    expect(expiresAt.toISOString()).toBe("2026-11-23T10:15:00.000Z");
  });

  it("open their own driver until they expire", () => {
    expect(verifyDownloadToken(SECRET, token, 7, NOW)).toMatchObject({
      driver: 7,
      request: "request-1",
    });
    expect(verifyDownloadToken(SECRET, token, 7, NOW + 899_000)).not.toBeNull();
    expect(verifyDownloadToken(SECRET, token, 7, NOW + 900_000)).toBeNull();
  });

  it.each([
    ["another driver", () => verifyDownloadToken(SECRET, token, 8, NOW)],
    ["another secret", () => verifyDownloadToken("b".repeat(40), token, 7, NOW)],
    ["a changed signature", () => verifyDownloadToken(SECRET, `${token.slice(0, -2)}xx`, 7, NOW)],
    ["an extra part", () => verifyDownloadToken(SECRET, `${token}.x`, 7, NOW)],
    ["no signature", () => verifyDownloadToken(SECRET, token.split(".")[0]!, 7, NOW)],
    ["an empty token", () => verifyDownloadToken(SECRET, "", 7, NOW)],
  ])("refuse %s", (_label, verify) => {
    expect(verify()).toBeNull();
  });

  it("cannot be made from a claim signed for another purpose with the same secret", async () => {
    const { createHmac } = await import("node:crypto");
    const payload = token.split(".")[0]!;
    const plainMac = createHmac("sha256", SECRET).update(payload).digest("base64url");
    expect(verifyDownloadToken(SECRET, `${payload}.${plainMac}`, 7, NOW)).toBeNull();
  });
});
