// The generated texts of a city's page (/location/{citySlug}): search-engine texts, section
// headings and LocalBusiness structured data. The API falls back to them field by field when a
// city has no row of its own in location_seo / location_content, and the static location pages
// use this same module, so both always say the same thing.
import { company } from "../company.ts";

/** Where the business stands when a city has no coordinates or region (document 2 §9). */
export const DEFAULT_COORDINATES = { latitude: 28.6139, longitude: 77.209 } as const;
/** The region code used when a city's state has none (document 2 §9). */
export const DEFAULT_REGION = "DL";
/** The country code used when a city's country is unknown. */
const DEFAULT_COUNTRY_CODE = "IN";
/** Opening hours of structured data (document 2 §9). */
export const OPENING_HOURS = "Mo-Fr 09:00-18:00";

/** A city, its state and its country, as the wording needs them. */
export interface Place {
  city: string;
  state: string;
  country: string;
  slug?: string | null | undefined;
  state_code?: string | null | undefined;
  country_code?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}

/** The search-engine texts of a city's page (document 1 §3 "Location SEO response", plus h1). */
export interface LocationSeoWording {
  title: string;
  description: string;
  keywords: string;
  location: string;
  h1: string;
}

/** The section headings of a city's page (document 1 §3 "Location content response"). */
export interface LocationContentWording {
  banner_title: string;
  banner_subtitle: string;
  hero_title: string;
  hero_subtitle: string;
  services_title: string;
  services_subtitle: string;
  contact_title: string;
  contact_subtitle: string;
  testimonials_title: string;
  testimonials_subtitle: string;
}

/** "City, State, Country": how a place is named in full. */
export function placeLabel(place: Place): string {
  return [place.city, place.state, place.country].filter(Boolean).join(", ");
}

/** The title, description, keywords, location line and main heading of a city's page. */
export function locationSeoWording(place: Place): LocationSeoWording {
  const { city, state } = place;
  return {
    title: `Barcode Printers, Scanners & RFID in ${city}, ${state} | ${company.name}`,
    description:
      `${company.name} supplies barcode printers, scanners, RFID, labels and ribbons in ${city}, ${state}, ` +
      `with installation, repair and local support since ${company.established}.`,
    keywords: [
      `barcode printer ${city}`,
      `barcode scanner ${city}`,
      `RFID ${city}`,
      `barcode labels ${city}`,
      `thermal ribbons ${city}`,
      `barcode printer dealer ${state}`,
    ].join(", "),
    location: placeLabel(place),
    h1: `Barcode Printers, Scanners & RFID Solutions in ${city}`,
  };
}

/** The banner, hero, services, contact and testimonials headings of a city's page. */
export function locationContentWording(place: Place): LocationContentWording {
  const { city, state } = place;
  return {
    banner_title: `Barcode Solutions in ${city}`,
    banner_subtitle: `Printers, scanners, RFID, labels and ribbons delivered and supported across ${city}, ${state}`,
    hero_title: `Your Barcode Partner in ${city}`,
    hero_subtitle: `Sales, installation and same-day service for businesses in ${city} and nearby areas`,
    services_title: `Our Services in ${city}`,
    services_subtitle: `Everything you need to print, label, scan and track, from one supplier serving ${state}`,
    contact_title: `Contact Us in ${city}`,
    contact_subtitle: `Call, WhatsApp or write to us for a quote in ${city}; we reply within 24 hours`,
    testimonials_title: `What Our Clients in ${city} Say`,
    testimonials_subtitle: `Businesses across ${state} trust ${company.name} for barcode and RFID solutions`,
  };
}

/** The path of a city's page. */
export function locationPath(slug: string): string {
  return `/location/${encodeURIComponent(slug)}`;
}

/**
 * The schema.org LocalBusiness of a city's page: the business serving that city, at the city's
 * coordinates (the defaults when it has none). `siteUrl` adds the page's address.
 */
export function locationJsonLd(
  place: Place,
  options: { description?: string; siteUrl?: string | URL } = {},
): object {
  const hasCoordinates = place.latitude != null && place.longitude != null;
  const url =
    options.siteUrl && place.slug
      ? new URL(locationPath(place.slug), options.siteUrl).href
      : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: `${company.name} - ${place.city}`,
    description: options.description ?? locationSeoWording(place).description,
    ...(url ? { url } : {}),
    telephone: company.phones[0]?.tel,
    email: company.email,
    address: {
      "@type": "PostalAddress",
      addressLocality: place.city,
      addressRegion: place.state_code || DEFAULT_REGION,
      addressCountry: place.country_code || DEFAULT_COUNTRY_CODE,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: hasCoordinates ? place.latitude : DEFAULT_COORDINATES.latitude,
      longitude: hasCoordinates ? place.longitude : DEFAULT_COORDINATES.longitude,
    },
    areaServed: { "@type": "City", name: place.city },
    openingHours: OPENING_HOURS,
    currenciesAccepted: "INR",
  };
}
