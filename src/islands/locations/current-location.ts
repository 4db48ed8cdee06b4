// The visitor's current location, shared by every location island on the page: the one chosen
// by hand, else the one detected (src/lib/locations/detect-location.ts). Choosing or clearing tells
// the other islands through a window event, and other tabs through the storage event. The IP
// services' readers and the time zone table are fetched only when the site's server cannot place
// the visitor, which is rare: they stay out of every page's first load. Plain code, no React: the
// banner's script (components/locations/location-banner.ts) runs it on every page at load.
import { hasFunctionalConsent } from "../../lib/locations/consent.ts";
import { detectLocation, type Detection } from "../../lib/locations/detect-location.ts";
import {
  IP_LOOKUP_SERVICES,
  IP_LOOKUP_TIMEOUT_MS,
} from "../../lib/locations/ip-lookup-services.ts";
import type { LocationSource, Place, SelectedLocation } from "../../lib/locations/location.ts";
import {
  clearLocation,
  forgetDetectedLocation,
  readDetectedLocation,
  readManualLocation,
  saveDetectedLocation,
  saveManualLocation,
} from "../../lib/locations/location-storage.ts";
import { fetchServerLocation } from "./detect-api.ts";

/** The event the islands send each other when the visitor chooses or clears a location. */
export const LOCATION_CHANGE_EVENT = "userlocationchange";

/** The location shown, and where it came from. */
export interface CurrentLocation {
  place: Place;
  source: LocationSource;
}

const NO_STORAGE: Storage = {
  length: 0,
  clear: () => {},
  key: () => null,
  getItem: () => null,
  setItem: () => {},
  removeItem: () => {},
};

/** localStorage, or a storage that keeps nothing where the browser blocks it. */
export function browserStorage(): Storage {
  try {
    return window.localStorage ?? NO_STORAGE;
  } catch {
    return NO_STORAGE;
  }
}

/** Saves the visitor's choice (document 1 §4) and tells the other islands. */
export function chooseLocation(location: SelectedLocation): void {
  saveManualLocation(browserStorage(), location);
  window.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
}

/** Forgets the visitor's choice (both keys) and tells the other islands. */
export function clearChosenLocation(): void {
  clearLocation(browserStorage());
  window.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
}

/** Finds the visitor's location with the real clues, keeping it for an hour with consent. */
export async function detectVisitorLocation(): Promise<Detection> {
  const storage = browserStorage();
  const consent = hasFunctionalConsent(storage);
  const detection = await detectLocation({
    hasConsent: () => consent,
    stored: () => readDetectedLocation(storage),
    server: () => fetchServerLocation(AbortSignal.timeout(IP_LOOKUP_TIMEOUT_MS)),
    ipServices: IP_LOOKUP_SERVICES.map((service) => async () => {
      const { lookUpIp } = await import("../../lib/locations/ip-lookup.ts");
      return lookUpIp(service);
    }),
    timeZone: async () => {
      const { browserTimeZone, locationOfTimeZone } =
        await import("../../lib/locations/time-zone.ts");
      return locationOfTimeZone(browserTimeZone());
    },
  });
  if (!consent) forgetDetectedLocation(storage);
  else if (detection.source !== "stored") saveDetectedLocation(storage, detection.place);
  return detection;
}

/**
 * Calls `listener` with the current location now (once known) and whenever it changes: a choice
 * here, in another island or in another tab. Returns an unsubscribe.
 */
export function watchCurrentLocation(listener: (current: CurrentLocation) => void): () => void {
  let cancelled = false;
  const refresh = () => {
    const manual = readManualLocation(browserStorage());
    if (manual) {
      listener({ place: manual, source: "manual" });
      return;
    }
    void detectVisitorLocation().then((detection) => {
      if (!cancelled && !readManualLocation(browserStorage()))
        listener({ place: detection.place, source: detection.source });
    });
  };
  refresh();
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === "userLocation" || event.key === "locationManuallySet")
      refresh();
  };
  window.addEventListener(LOCATION_CHANGE_EVENT, refresh);
  window.addEventListener("storage", onStorage);
  return () => {
    cancelled = true;
    window.removeEventListener(LOCATION_CHANGE_EVENT, refresh);
    window.removeEventListener("storage", onStorage);
  };
}
