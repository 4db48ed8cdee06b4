// The contact page's entries, read once per build; the built-in entries when the read fails, so a
// database hiccup never leaves the page without a phone number.
import { company } from "../../lib/company.ts";
import { db } from "../db/client.ts";
import { listActiveContactInfo, type ContactInfoEntry } from "./contact-info.ts";

let entries: Promise<ContactInfoEntry[]> | undefined;

/** The active contact entries for this build. */
export function buildContactInfo(): Promise<ContactInfoEntry[]> {
  entries ??= read().catch((error: unknown) => {
    console.warn("Contact page built with the built-in contact entries:", error);
    return builtInContactEntries();
  });
  return entries;
}

// Async so that a missing DATABASE_URL (db() throws) becomes a rejection; no rows counts as failure too.
async function read(): Promise<ContactInfoEntry[]> {
  const rows = await listActiveContactInfo(db());
  return rows.length > 0 ? rows : builtInContactEntries();
}

const { street, city, region, postalCode } = company.address;
const officeAddress = `${street}, ${city}, ${region} ${postalCode}, India`;

/** The entries the company details give, in the seed's order. */
function builtInContactEntries(): ContactInfoEntry[] {
  const base = { description: null, isActive: true } as const;
  const phones = company.phones.map((phone, index) => ({
    ...base,
    id: -(index + 1),
    type: "phone" as const,
    title: index === 0 ? "Sales & Support" : "Office",
    value: phone.label,
    icon: "Phone",
    sortOrder: index + 1,
  }));
  return [
    ...phones,
    {
      ...base,
      id: -10,
      type: "email",
      title: "Email",
      value: company.email,
      icon: "Mail",
      sortOrder: 10,
    },
    {
      ...base,
      id: -11,
      type: "address",
      title: "Office",
      value: officeAddress,
      icon: "MapPin",
      sortOrder: 11,
    },
  ];
}
