// The third-party IP-geolocation services the browser asks, in order, when the site's own server
// cannot place the visitor (document 1 §4: two answering country, city, region, ip, time zone and
// country code; a third answering only the ip). Edit this list to change services; `format` names
// the reader of the answer in ip-lookup.ts. Each is given 10 s (document 1 §7).

/** The answer formats ip-lookup.ts has a reader for. */
export type IpResponseFormat = "ipapi" | "ipwhois" | "ipify";

/** One IP-lookup service: the URL the browser GETs and the shape of its JSON answer. */
export interface IpLookupService {
  url: string;
  format: IpResponseFormat;
}

/** The services, tried in this order. */
export const IP_LOOKUP_SERVICES: readonly IpLookupService[] = [
  { url: "https://ipapi.co/json/", format: "ipapi" },
  { url: "https://ipwho.is/", format: "ipwhois" },
  { url: "https://api.ipify.org/?format=json", format: "ipify" },
];

/** How long one service may take (document 1 §7). */
export const IP_LOOKUP_TIMEOUT_MS = 10_000;
