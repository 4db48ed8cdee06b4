// The visitor data as it is stored: without any address, and with the place the hosting
// platform read from the request where the browser (which cannot know it) left it out.
import type { Context } from "@netlify/functions";
import type { VisitorData } from "../../lib/consent/tracking-schemas.ts";

const clip = (value: string | undefined, max: number) => value?.slice(0, max);

/** `data` without ipAddress, its detected place filled from Netlify's geolocation when absent. */
export function storableVisitorData(
  data: VisitorData,
  geo: Context["geo"] | undefined,
): VisitorData {
  const stored: VisitorData = {
    ...data,
    detectedCountry: data.detectedCountry ?? clip(geo?.country?.name, 100),
    detectedCity: data.detectedCity ?? clip(geo?.city, 100),
    detectedRegion: data.detectedRegion ?? clip(geo?.subdivision?.name, 100),
    countryCode: data.countryCode ?? clip(geo?.country?.code, 3),
  };
  delete stored.ipAddress;
  return stored;
}
