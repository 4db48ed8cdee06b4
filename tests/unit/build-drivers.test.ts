// The drivers page's build-time list falls back to the built-in samples (document 2 §8).
import { beforeAll, describe, expect, it } from "vitest";

beforeAll(() => {
  // No database for this build: the read fails as it would on a broken DATABASE_URL.
  delete process.env.DATABASE_URL;
});

describe("buildDrivers", () => {
  it("gives the three built-in sample drivers when the list cannot be read", async () => {
    const { buildDrivers } = await import("../../src/server/drivers/build-drivers.ts");
    const drivers = await buildDrivers();
    expect(drivers.map((driver) => driver.name)).toEqual([
      "ZDesigner Printer Driver for Windows",
      "Zebra Scanner SDK for Linux",
      "Zebra 123Scan Configuration Utility",
    ]);
    expect(drivers.every((driver) => driver.id < 0)).toBe(true);
  });
});
