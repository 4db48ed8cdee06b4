// Where the visitor's location is kept in the browser (document 1 §4, §9). A choice made in the
// picker is saved under "userLocation" with "locationManuallySet" = "true"; clearing removes both.
// A detected location is kept under "userLocation" only with functional consent, stamped
// `detectedAt`, and reused for one hour. Storage may be blocked (privacy modes): every read then
// finds nothing and every write is skipped, and the site works without it.
import { number, object, optional, readOrNull } from "../response-checks.ts";
import { checkPlace, type Place, type SelectedLocation } from "./location.ts";

/** The localStorage keys of document 1 §9. */
const LOCATION_KEY = "userLocation";
const MANUAL_KEY = "locationManuallySet";
/** How long a detected location is reused (document 1 §9: one hour). */
export const DETECTED_MAX_AGE_MS = 60 * 60 * 1000;

type ReadStorage = Pick<Storage, "getItem">;
type WriteStorage = Pick<Storage, "setItem" | "removeItem">;

const checkDetectedAt = object({ detectedAt: optional(number) });

function readStored(storage: ReadStorage): (Place & { detectedAt?: number | undefined }) | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(LOCATION_KEY) ?? "null");
    const place = readOrNull(checkPlace, value);
    const stamp = readOrNull(checkDetectedAt, value);
    return place && stamp ? { ...place, ...stamp } : null;
  } catch {
    return null;
  }
}

function attempt(write: () => void): void {
  try {
    write();
  } catch {
    // Blocked or full storage: the location applies to this page only.
  }
}

const placeOf = ({ country, state, city }: Place): Place => ({ country, state, city });

/** The location the visitor chose, or null when none was chosen (or it cannot be read). */
export function readManualLocation(storage: ReadStorage): Place | null {
  try {
    if (storage.getItem(MANUAL_KEY) !== "true") return null;
  } catch {
    return null;
  }
  const stored = readStored(storage);
  return stored ? placeOf(stored) : null;
}

/** Saves the visitor's choice and flags it as chosen by hand. */
export function saveManualLocation(storage: WriteStorage, location: SelectedLocation): void {
  attempt(() => {
    storage.setItem(LOCATION_KEY, JSON.stringify(placeOf(location)));
    storage.setItem(MANUAL_KEY, "true");
  });
}

/** Forgets the visitor's location: both keys. */
export function clearLocation(storage: WriteStorage): void {
  attempt(() => {
    storage.removeItem(LOCATION_KEY);
    storage.removeItem(MANUAL_KEY);
  });
}

/** A detected location saved less than an hour before `now`, or null. */
export function readDetectedLocation(storage: ReadStorage, now = Date.now()): Place | null {
  const stored = readStored(storage);
  if (!stored?.detectedAt) return null;
  const age = now - stored.detectedAt;
  return age >= 0 && age < DETECTED_MAX_AGE_MS ? placeOf(stored) : null;
}

/** Keeps a detected location for an hour; call it only with functional consent. */
export function saveDetectedLocation(storage: WriteStorage, place: Place, now = Date.now()): void {
  attempt(() => {
    storage.setItem(LOCATION_KEY, JSON.stringify({ ...placeOf(place), detectedAt: now }));
    storage.removeItem(MANUAL_KEY);
  });
}

/** Removes a detected location (kept while consent lasted); a chosen location stays. */
export function forgetDetectedLocation(storage: ReadStorage & WriteStorage): void {
  attempt(() => {
    if (storage.getItem(MANUAL_KEY) !== "true" && storage.getItem(LOCATION_KEY) !== null)
      storage.removeItem(LOCATION_KEY);
  });
}
