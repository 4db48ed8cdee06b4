// The detection call (document 1 §4, §7): where the site's server places the visitor. Apart from
// location-api.ts because the banner on every page asks it; the picker's calls come with the
// picker.
import { apiGet } from "../../lib/api-client.ts";
import { checkDetection, type Place } from "../../lib/locations/location.ts";

/** Where the site's server places this visitor, or null when it cannot tell. */
export async function fetchServerLocation(signal?: AbortSignal): Promise<Place | null> {
  return (await apiGet("/api/locations/detect", { signal, parse: checkDetection })).location;
}
