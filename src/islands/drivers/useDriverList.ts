// The driver list: the one read at build time (in the HTML), refreshed from GET /api/drivers once
// the page runs, so drivers added since the build show too. A failed refresh keeps the list the
// page was built with, which holds the built-in samples when the build itself could not read it.
import { useEffect, useState } from "react";
import { apiGet, isAbortError } from "../../lib/api-client.ts";
import { checkDriverList, type Driver } from "../../lib/drivers/drivers.ts";

/** The drivers to show, starting from `initial`. */
export function useDriverList(initial: Driver[]): Driver[] {
  const [drivers, setDrivers] = useState(initial);
  useEffect(() => {
    const controller = new AbortController();
    apiGet("/api/drivers", {
      signal: controller.signal,
      parse: checkDriverList,
    })
      .then(setDrivers)
      .catch((error: unknown) => {
        if (!isAbortError(error)) console.warn("Driver list not refreshed:", error);
      });
    return () => controller.abort();
  }, []);
  return drivers;
}
