// The visitor's location as every part of the site passes it around (document 1 §3 "Selected
// location reported": country {id, name, code}, state {id, name}, city {id, name}). A chosen
// location always has all three with ids; a detected one may know only the country, and an IP
// service or the time zone may name places our data has no id for (id null). The check is
// hand-written (response-checks.ts): the location banner on every page reads places.
import {
  nullable,
  nullish,
  number,
  object,
  string,
  type Check,
  type Checked,
} from "../response-checks.ts";

const id = nullable(number);

/**
 * Reads a location: a country (`code` ISO 3166-1 alpha-2), and its state and city when known; the
 * city's `slug` names its page /location/{slug} when known.
 */
export const checkPlace = object({
  country: object({ id, name: string, code: string }),
  state: nullable(object({ id, name: string })),
  city: nullable(object({ id, name: string, slug: nullish(string) })),
});

/** A location, known at least by country. */
export type Place = Checked<typeof checkPlace>;

/** Reads GET /api/locations/detect: where the server places the visitor, or null. */
export const checkDetection: Check<{ location: Place | null }> = object({
  location: nullable(checkPlace),
});

/** A location chosen in the picker: all three parts, each with its id. */
export interface SelectedLocation extends Place {
  country: { id: number; name: string; code: string };
  state: { id: number; name: string };
  city: { id: number; name: string; slug?: string | null | undefined };
}

/** Where the shown location came from. */
export type LocationSource = "manual" | "stored" | "server" | "ip" | "timezone" | "default";

/** The location when nothing else is known (document 1 §9: India, Delhi, New Delhi; 101, 9, 18). */
export const DEFAULT_LOCATION: SelectedLocation = {
  country: { id: 101, name: "India", code: "IN" },
  state: { id: 9, name: "Delhi" },
  city: { id: 18, name: "New Delhi", slug: "new-delhi" },
};

/** True when a location has all three parts with ids, as a picker choice has. */
export function isSelectedLocation(place: Place): place is SelectedLocation {
  return place.country.id !== null && place.state?.id != null && place.city?.id != null;
}

/** How a location is named to the visitor: "City, State, Country", leaving out unknown parts. */
export function locationLabel(place: Place): string {
  return [place.city?.name, place.state?.name, place.country.name]
    .filter((name): name is string => Boolean(name?.trim()))
    .filter((name, index, names) => names.indexOf(name) === index)
    .join(", ");
}
