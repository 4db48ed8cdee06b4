// The page of a chosen location: /location/{city slug} (document 2 §2.9, §5).
import { slugify } from "../../lib/slug.ts";
import { locationPath } from "../../lib/locations/location-wording.ts";
import type { SelectedLocation } from "../../lib/locations/location.ts";

/** The city page of a location: its slug from the API, else the slug of its name. */
export function locationPageOf(location: SelectedLocation): string {
  return locationPath(location.city.slug || slugify(location.city.name));
}
