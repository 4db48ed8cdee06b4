// Where the visitor is, as the proxy in front of npm start's server tells it. On Netlify the
// platform gives each function call its geolocation (context.geo); npm start behind a TLS proxy
// has none of its own, so with TRUST_PROXY=on it reads Cloudflare's visitor location headers
// (its "Add visitor location headers" transform: CF-IPCountry, CF-Region-Code, CF-Region,
// CF-IPCity), in the shape of context.geo. detect.ts checks every part as it does Netlify's.

/** The geolocation of a request in the shape of Netlify's context.geo (only the parts we read). */
export interface RequestGeo {
  city?: string;
  country?: { code: string };
  subdivision?: { code?: string; name?: string };
}

// Cloudflare's country header holds XX for an unknown country and T1 for Tor: no country.
const COUNTRY_CODE = /^[A-Z]{2}$/;
const NOT_A_COUNTRY = new Set(["XX", "T1"]);

/** The proxy's geolocation headers of a request; empty when it sent none. */
export function proxyGeo(header: (name: string) => string | undefined): RequestGeo {
  const country = header("cf-ipcountry")?.trim().toUpperCase();
  if (!country || !COUNTRY_CODE.test(country) || NOT_A_COUNTRY.has(country)) return {};
  const regionCode = header("cf-region-code")?.trim();
  const region = header("cf-region")?.trim();
  const city = header("cf-ipcity")?.trim();
  return {
    country: { code: country },
    ...(regionCode || region
      ? {
          subdivision: {
            ...(regionCode ? { code: regionCode } : {}),
            ...(region ? { name: region } : {}),
          },
        }
      : {}),
    ...(city ? { city } : {}),
  };
}
