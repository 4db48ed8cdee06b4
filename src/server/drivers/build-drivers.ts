// The drivers page's list, read once per build. A failed read gives the built-in sample drivers
// (document 2 §8), so the page is never built without a list; an empty table stays empty.
import type { Driver } from "../../lib/drivers/drivers.ts";
import { db } from "../db/client.ts";
import { listDrivers } from "./drivers.ts";
import { SAMPLE_DRIVERS } from "./sample-drivers.ts";

let drivers: Promise<Driver[]> | undefined;

/** The drivers for this build, or the samples when they cannot be read. */
export function buildDrivers(): Promise<Driver[]> {
  drivers ??= read().catch((error: unknown) => {
    console.warn("Drivers page built with the built-in sample drivers:", error);
    return [...SAMPLE_DRIVERS];
  });
  return drivers;
}

// Async so that a missing DATABASE_URL (db() throws) becomes a rejection.
async function read(): Promise<Driver[]> {
  return listDrivers(db());
}
