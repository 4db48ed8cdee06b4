// The browser's time zone as a last clue to the visitor's country (document 1 §4): a map of the
// zones most visitors of an Indian business come from to a country, region and city. Ids are the
// geography data's (src/server/seed/geo.ts) where it holds the place, else null.
import type { Place } from "./location.ts";

type Row = [
  country: [id: number, name: string, code: string],
  state: [id: number | null, name: string] | null,
  city: [id: number | null, name: string] | null,
];

const INDIA: Row = [
  [101, "India", "IN"],
  [9, "Delhi"],
  [18, "New Delhi"],
];

// Zone → country, region, city. Old names (Asia/Calcutta) are the ones some browsers still report.
const ZONES: Record<string, Row> = {
  "Asia/Kolkata": INDIA,
  "Asia/Calcutta": INDIA,
  "America/New_York": [
    [237, "United States", "US"],
    [38, "New York"],
    [2, "New York"],
  ],
  "America/Chicago": [
    [237, "United States", "US"],
    [37, "Texas"],
    [1, "Houston"],
  ],
  "America/Denver": [
    [237, "United States", "US"],
    [null, "Colorado"],
    [null, "Denver"],
  ],
  "America/Los_Angeles": [
    [237, "United States", "US"],
    [null, "California"],
    [null, "Los Angeles"],
  ],
  "America/Toronto": [
    [42, "Canada", "CA"],
    [null, "Ontario"],
    [null, "Toronto"],
  ],
  "Europe/London": [
    [236, "United Kingdom", "GB"],
    [null, "England"],
    [null, "London"],
  ],
  "Europe/Berlin": [
    [84, "Germany", "DE"],
    [null, "Berlin"],
    [null, "Berlin"],
  ],
  "Europe/Paris": [
    [77, "France", "FR"],
    [null, "Île-de-France"],
    [null, "Paris"],
  ],
  "Asia/Dubai": [
    [235, "United Arab Emirates", "AE"],
    [null, "Dubai"],
    [null, "Dubai"],
  ],
  "Asia/Riyadh": [
    [195, "Saudi Arabia", "SA"],
    [null, "Riyadh"],
    [null, "Riyadh"],
  ],
  "Asia/Qatar": [[179, "Qatar", "QA"], null, [null, "Doha"]],
  "Asia/Kuwait": [[118, "Kuwait", "KW"], null, [null, "Kuwait City"]],
  "Asia/Muscat": [[166, "Oman", "OM"], null, [null, "Muscat"]],
  "Asia/Bahrain": [[18, "Bahrain", "BH"], null, [null, "Manama"]],
  "Asia/Kathmandu": [
    [153, "Nepal", "NP"],
    [null, "Bagmati"],
    [null, "Kathmandu"],
  ],
  "Asia/Katmandu": [
    [153, "Nepal", "NP"],
    [null, "Bagmati"],
    [null, "Kathmandu"],
  ],
  "Asia/Dhaka": [
    [19, "Bangladesh", "BD"],
    [null, "Dhaka"],
    [null, "Dhaka"],
  ],
  "Asia/Karachi": [
    [167, "Pakistan", "PK"],
    [null, "Sindh"],
    [null, "Karachi"],
  ],
  "Asia/Colombo": [
    [211, "Sri Lanka", "LK"],
    [null, "Western Province"],
    [null, "Colombo"],
  ],
  "Asia/Singapore": [[200, "Singapore", "SG"], null, [null, "Singapore"]],
  "Asia/Kuala_Lumpur": [[132, "Malaysia", "MY"], null, [null, "Kuala Lumpur"]],
  "Asia/Bangkok": [[221, "Thailand", "TH"], null, [null, "Bangkok"]],
  "Asia/Jakarta": [[104, "Indonesia", "ID"], null, [null, "Jakarta"]],
  "Asia/Shanghai": [[47, "China", "CN"], null, [null, "Shanghai"]],
  "Asia/Tokyo": [[112, "Japan", "JP"], null, [null, "Tokyo"]],
  "Australia/Sydney": [
    [14, "Australia", "AU"],
    [null, "New South Wales"],
    [null, "Sydney"],
  ],
  "Africa/Johannesburg": [
    [206, "South Africa", "ZA"],
    [null, "Gauteng"],
    [null, "Johannesburg"],
  ],
  "Africa/Nairobi": [[116, "Kenya", "KE"], null, [null, "Nairobi"]],
  "Africa/Lagos": [[159, "Nigeria", "NG"], null, [null, "Lagos"]],
};

/** The location a time zone points to, or null for a zone the map does not know. */
export function locationOfTimeZone(zone: string | undefined): Place | null {
  const row = zone ? ZONES[zone] : undefined;
  if (!row) return null;
  const [[countryId, country, code], state, city] = row;
  return {
    country: { id: countryId, name: country, code },
    state: state ? { id: state[0], name: state[1] } : null,
    city: city ? { id: city[0], name: city[1] } : null,
  };
}

/** The browser's IANA time zone ("Asia/Kolkata"), or undefined where Intl cannot tell. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
