// The fixed parts of a city page (document 2 §2.9): six services, four reasons to choose us and
// the business hours, worded for the page's city.
import { categoryUrl } from "../../lib/catalogue/catalogue-urls.ts";

/** A service of the city page, with the icon (src/components/header/icon-paths.ts) and link. */
export interface LocationService {
  icon: string;
  title: string;
  text: string;
  href: string;
}

/** The six services offered in `city`. */
export function locationServices(city: string): LocationService[] {
  return [
    {
      icon: "printer",
      title: "Barcode Printers",
      text: `Desktop, industrial, mobile and ID-card printers supplied, installed and set up for businesses in ${city}.`,
      href: categoryUrl("printers"),
    },
    {
      icon: "scan",
      title: "Barcode Scanners",
      text: `Handheld, presentation and rugged 1D/2D scanners for retail counters, warehouses and hospitals in ${city}.`,
      href: categoryUrl("scanners"),
    },
    {
      icon: "radio",
      title: "RFID Solutions",
      text: `RFID readers, antennas, printers and tags for asset tracking and inventory across ${city}.`,
      href: categoryUrl("rfid"),
    },
    {
      icon: "tag",
      title: "Labels & Ribbons",
      text: `Barcode labels made to your size and wax, wax-resin and resin ribbons, delivered to ${city}.`,
      href: categoryUrl("supplies"),
    },
    {
      icon: "smartphone",
      title: "Mobile Computers",
      text: `Android handhelds, wearables and vehicle-mounted computers for field and warehouse teams in ${city}.`,
      href: categoryUrl("mobile-computers"),
    },
    {
      icon: "wrench",
      title: "Repair & Support",
      text: `Printhead replacement, repairs, annual maintenance and remote help for devices in ${city}.`,
      href: "/service-support",
    },
  ];
}

/** The four Why Choose Us features. */
export const LOCATION_FEATURES = [
  {
    icon: "shield-check",
    title: "Genuine Products",
    text: "Original hardware with manufacturer warranty, and a 1-year free warranty when you buy from us.",
  },
  {
    icon: "wrench",
    title: "Same-Day Repair",
    text: "In-office repair the same day at our service centre, with spares kept in stock.",
  },
  {
    icon: "phone",
    title: "Reply Within 24 Hours",
    text: "Call, WhatsApp or e-mail us: every enquiry gets an answer within 24 hours.",
  },
  {
    icon: "package",
    title: "Since 1997",
    text: "28+ years of barcode and RFID experience, serving businesses across India.",
  },
] as const;

/** The business hours a city page shows (document 2 §2.9): the office's one list. */
export { OPENING_HOURS as BUSINESS_HOURS } from "../../lib/opening-hours.ts";
