// The order in which the visitor's location is found when they chose none (document 1 §4, §8):
//   1. with functional consent, a detected location stored less than an hour ago;
//   2. the site's own server (/api/locations/detect: the hosting platform's view of the request);
//   3. the IP-geolocation services, in order;
//   4. the browser's time zone;
//   5. India / Delhi / New Delhi.
// A clue counts only when it names a country. The steps are passed in so this order is tested
// alone; src/islands/locations/detect-visitor.ts wires the real ones.
import { DEFAULT_LOCATION, type LocationSource, type Place } from "./location.ts";
import type { IpResponse } from "./ip-lookup.ts";

/** The clues, each a function so that none is asked before it is needed. */
export interface DetectionSteps {
  hasConsent: () => boolean;
  stored: () => Place | null;
  server: () => Promise<Place | null>;
  ipServices: readonly (() => Promise<IpResponse | null>)[];
  /** May be async: the time zone table is fetched only when every earlier clue failed. */
  timeZone: () => Place | null | Promise<Place | null>;
}

/** The location found, where it came from, and the visitor's ip if a service told it. */
export interface Detection {
  place: Place;
  source: Exclude<LocationSource, "manual">;
  ip: string | null;
}

const named = (place: Place | null | undefined): place is Place =>
  Boolean(place?.country.name && /^[A-Z]{2}$/.test(place.country.code));

/** Finds the visitor's location; never rejects (a failing step counts as no clue). */
export async function detectLocation(steps: DetectionSteps): Promise<Detection> {
  if (steps.hasConsent()) {
    const stored = steps.stored();
    if (named(stored)) return { place: stored, source: "stored", ip: null };
  }
  const server = await steps.server().catch(() => null);
  if (named(server)) return { place: server, source: "server", ip: null };
  let ip: string | null = null;
  for (const service of steps.ipServices) {
    const answer = await service().catch(() => null);
    ip ??= answer?.ip ?? null;
    const place = answer?.place;
    if (named(place)) return { place, source: "ip", ip };
  }
  const zone = await Promise.resolve()
    .then(steps.timeZone)
    .catch(() => null);
  if (named(zone)) return { place: zone, source: "timezone", ip };
  return { place: DEFAULT_LOCATION, source: "default", ip };
}
