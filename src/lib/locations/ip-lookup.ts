// Reading the answers of the IP-geolocation services (ip-lookup-services.ts): one reader per
// answer format, each giving the visitor's ip, location and time zone, whatever it knows of them.
import { boolean, nullish, object, optional, readOrNull, string } from "../response-checks.ts";
import type { Place } from "./location.ts";
import {
  IP_LOOKUP_TIMEOUT_MS,
  type IpResponseFormat,
  type IpLookupService,
} from "./ip-lookup-services.ts";

/** What one service told about the visitor; place is null when it named no country. */
export interface IpResponse {
  ip: string | null;
  place: Place | null;
  timezone: string | null;
}

const text = nullish(string);

// ipapi.co: {ip, city, region, country_code, country_name, timezone} or {error: true, reason}.
const checkIpapi = object({
  error: optional(boolean),
  ip: text,
  city: text,
  region: text,
  country_code: text,
  country_name: text,
  timezone: text,
});

// ipwho.is: {success, ip, city, region, country, country_code, timezone: {id}}.
const checkIpwhois = object({
  success: optional(boolean),
  ip: text,
  city: text,
  region: text,
  country: text,
  country_code: text,
  timezone: nullish(object({ id: text })),
});

// ipify: {ip} only.
const checkIpify = object({ ip: text });

const clean = (value: string | null | undefined) => value?.trim() || null;

function placeOf(
  code: string | null | undefined,
  country: string | null | undefined,
  region: string | null | undefined,
  city: string | null | undefined,
): Place | null {
  const countryCode = clean(code)?.toUpperCase();
  const countryName = clean(country);
  if (!countryCode || !/^[A-Z]{2}$/.test(countryCode) || !countryName) return null;
  const regionName = clean(region);
  const cityName = clean(city);
  return {
    country: { id: null, name: countryName, code: countryCode },
    state: regionName ? { id: null, name: regionName } : null,
    city: cityName ? { id: null, name: cityName } : null,
  };
}

const NOTHING: IpResponse = { ip: null, place: null, timezone: null };

// One reader per answer format.
const READERS = {
  ipapi(body: unknown): IpResponse {
    const answer = readOrNull(checkIpapi, body);
    if (!answer || answer.error) return NOTHING;
    const { ip, city, region, country_code, country_name, timezone } = answer;
    return {
      ip: clean(ip),
      place: placeOf(country_code, country_name, region, city),
      timezone: clean(timezone),
    };
  },
  ipwhois(body: unknown): IpResponse {
    const answer = readOrNull(checkIpwhois, body);
    if (!answer || answer.success === false) return NOTHING;
    const { ip, city, region, country, country_code, timezone } = answer;
    return {
      ip: clean(ip),
      place: placeOf(country_code, country, region, city),
      timezone: clean(timezone?.id),
    };
  },
  ipify(body: unknown): IpResponse {
    const answer = readOrNull(checkIpify, body);
    return answer ? { ...NOTHING, ip: clean(answer.ip) } : NOTHING;
  },
} satisfies Record<IpResponseFormat, (body: unknown) => IpResponse>;

/** Reads one service's JSON answer. */
export function readIpResponse(format: IpResponseFormat, body: unknown): IpResponse {
  return READERS[format](body);
}

/**
 * Asks one service, giving up after `timeoutMs` (10 s); null when it fails, times out or
 * answers something other than OK JSON.
 */
export async function lookUpIp(
  service: IpLookupService,
  timeoutMs = IP_LOOKUP_TIMEOUT_MS,
): Promise<IpResponse | null> {
  try {
    const response = await fetch(service.url, {
      headers: { accept: "application/json" },
      credentials: "omit",
      referrerPolicy: "no-referrer",
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return null;
    return readIpResponse(service.format, await response.json());
  } catch {
    // Offline, blocked by a privacy extension, timed out or not JSON: the next clue is tried.
    return null;
  }
}
