// The deploy notification's signature (Netlify's JWS, HS256 over the body's SHA-256) and its
// reading: which build, which outcome, why it failed.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildIdOfTitle, buildTitle } from "../../src/server/publishing/build-hook.ts";
import { readDeployNotification } from "../../src/server/publishing/deploy-notification.ts";
import {
  signDeployNotification,
  verifyDeployNotification,
} from "../../src/server/publishing/netlify-signature.ts";

const SECRET = "s".repeat(40);
const body = new TextEncoder().encode('{"state":"ready"}');
const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("the signature", () => {
  it("verifies a token of this secret for this body", () => {
    const token = signDeployNotification(body, SECRET);
    const [header, claims] = token.split(".");
    expect(JSON.parse(Buffer.from(header!, "base64url").toString())).toEqual({
      alg: "HS256",
      typ: "JWT",
    });
    expect(JSON.parse(Buffer.from(claims!, "base64url").toString())).toEqual({
      iss: "netlify",
      sha256: createHash("sha256").update(body).digest("hex"),
    });
    expect(verifyDeployNotification(body, token, SECRET)).toBe(true);
  });

  it.each<[string, string | null]>([
    ["no token", null],
    ["a token of another secret", signDeployNotification(body, "t".repeat(40))],
    ["a token of another body", signDeployNotification(new TextEncoder().encode("{}"), SECRET)],
    ["a token with a part too many", `${signDeployNotification(body, SECRET)}.x`],
    ["garbage", "a.b.c"],
  ])("refuses %s", (_label, token) => {
    expect(verifyDeployNotification(body, token, SECRET)).toBe(false);
  });
});

describe("reading a notification", () => {
  it("finds our build in the title and the outcome in the state", () => {
    expect(buildIdOfTitle(buildTitle(ID))).toBe(ID);
    expect(
      readDeployNotification({
        state: "error",
        title: buildTitle(ID),
        error_message: " Build failed ",
        created_at: "2026-11-23T10:00:00.000Z",
      }),
    ).toEqual({
      state: "failed",
      buildId: ID,
      createdAt: new Date("2026-11-23T10:00:00.000Z"),
      reason: "Build failed",
    });
    expect(readDeployNotification({ state: "ready", title: null })).toMatchObject({
      state: "live",
      buildId: null,
    });
    expect(readDeployNotification({ state: "building" })).toMatchObject({ state: "other" });
  });

  it("answers null for a body that is not a deploy", () => {
    expect(readDeployNotification({ hello: 1 })).toBeNull();
    expect(readDeployNotification(null)).toBeNull();
  });
});
