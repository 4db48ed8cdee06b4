// The detection calls (document 1 §4, §7): where the site's server places the visitor, or the city
// nearest to the browser's position. Apart from location-api.ts because the banner on every page
// asks the first; the picker's lists come with the picker.
import { apiGet } from "../../lib/api-client.ts";
import type { Coordinates } from "../../lib/location/browser-position.ts";
import { checkDetection, type Place } from "../../lib/location/location.ts";

/** Where the site's server places this visitor, or null when it cannot tell. */
export async function fetchServerLocation(signal?: AbortSignal): Promise<Place | null> {
  return (await apiGet("/api/locations/detect", { signal, parse: checkDetection })).location;
}

/** The city nearest to the browser's position, or null when none is near. */
export async function fetchNearestLocation(position: Coordinates): Promise<Place | null> {
  const query = new URLSearchParams({
    lat: position.latitude.toFixed(5),
    lng: position.longitude.toFixed(5),
  });
  return (await apiGet(`/api/locations/detect?${query}`, { parse: checkDetection })).location;
}
