// How the contact page shows contact entries: the office address and map link, and a link and an
// icon per entry.
import { company } from "../../lib/company.ts";
import { whatsAppChatUrl } from "../../lib/whatsapp.ts";
import type { ContactInfoEntry } from "../../server/contact/contact-info.ts";

const { street, city, region, postalCode } = company.address;

/** The office's postal address on one line. */
export const OFFICE_ADDRESS = `${street}, ${city}, ${region} ${postalCode}, India`;

/** A plain Google Maps search link for the office (an outbound link, not an embed: see the page). */
export const OFFICE_MAPS_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${company.name}, ${OFFICE_ADDRESS}`,
)}`;

// A phone entry drawn with the chat icon (the seed's "WhatsApp" entry) opens a chat, not a call.
const isWhatsApp = (entry: ContactInfoEntry) =>
  entry.icon === "MessageCircle" || /whatsapp/i.test(entry.title);

/** Where an entry links to: a chat, tel:, mailto:, the map, or an https profile; none when unsafe. */
export function contactEntryHref(entry: ContactInfoEntry): string | undefined {
  switch (entry.type) {
    case "phone":
      if (isWhatsApp(entry)) return whatsAppChatUrl(entry.value);
      return `tel:${entry.value.replace(/[^\d+]/g, "")}`;
    case "email":
      return `mailto:${entry.value.trim()}`;
    case "address":
      return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(entry.value)}`;
    case "social_media":
      // Only https: an entry typed by staff must never become a javascript: link.
      return /^https:\/\//i.test(entry.value.trim()) ? entry.value.trim() : undefined;
  }
}

/**
 * An entry's text: an Indian mobile number typed as bare digits (+919811045678) written as the
 * site writes its numbers (+91-98110 45678); anything else as staff typed it.
 */
export function contactEntryText(entry: ContactInfoEntry): string {
  const mobile = entry.type === "phone" ? /^\+91(\d{5})(\d{5})$/.exec(entry.value.trim()) : null;
  return mobile ? `+91-${mobile[1]} ${mobile[2]}` : entry.value;
}

/** The line icon (icon-paths.ts key) for an entry's icon name or kind. */
export function contactEntryIcon(entry: ContactInfoEntry): string {
  const byIcon: Record<string, string> = {
    phone: "phone",
    mail: "mail",
    mappin: "map-pin",
    messagecircle: "whatsapp",
    linkedin: "linkedin",
    instagram: "instagram",
    facebook: "facebook",
    twitter: "twitter",
  };
  const key = (entry.icon ?? "").toLowerCase().replace(/[^a-z]/g, "");
  const byType = { phone: "phone", email: "mail", address: "map-pin", social_media: "arrow-right" };
  return byIcon[key] ?? byType[entry.type];
}
