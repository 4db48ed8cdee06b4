import { describe, expect, it } from "vitest";
import { testEnvironment } from "../../scripts/lib/test-environment.ts";

describe("npm test's environment", () => {
  it("leaves out the server configuration a developer's shell may hold", () => {
    const env = testEnvironment({
      ADMIN_USERNAME: "owner",
      ADMIN_PASSWORD: "owner-password",
      PORT: "3000",
      DATABASE_URL: "postgres://me@localhost/shop",
      SITE_URL: "https://shop.example",
      PATH: "/usr/bin",
      E2E_PORT: "9100",
    });
    expect(env).toEqual({ PATH: "/usr/bin", E2E_PORT: "9100" });
  });
});
