// The footer's four social links: from the contact entries of type social_media when there are
// some, else the demo defaults below.
import { z } from "zod";

/** One of the networks the footer has an icon for. */
export type SocialNetwork = "linkedin" | "instagram" | "facebook" | "twitter";

/** A social link ready to render. */
export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

/** How many social links the footer shows (document 1 §9). */
const FOOTER_SOCIAL_LIMIT = 4;

/** Used when the database holds no social entries; replace with the business's real profiles. */
export const DEFAULT_SOCIAL_LINKS: readonly SocialLink[] = [
  {
    network: "linkedin",
    label: "LinkedIn",
    href: "https://www.linkedin.com/company/shree-barcode-systems",
  },
  {
    network: "instagram",
    label: "Instagram",
    href: "https://www.instagram.com/shreebarcodesystems",
  },
  { network: "facebook", label: "Facebook", href: "https://www.facebook.com/shreebarcodesystems" },
  { network: "twitter", label: "Twitter", href: "https://twitter.com/shreebarcode" },
];

/** A contact_info row of type social_media as the database holds it. */
export const socialRow = z.object({
  title: z.string(),
  value: z.string(),
  icon: z.string().nullable(),
});

/** A contact_info row of type social_media. */
export type SocialRow = z.infer<typeof socialRow>;

const aliases: Record<string, SocialNetwork> = {
  linkedin: "linkedin",
  instagram: "instagram",
  facebook: "facebook",
  twitter: "twitter",
  x: "twitter",
};

function networkOf(row: SocialRow): SocialNetwork | undefined {
  for (const word of [row.icon, row.title]) {
    const key = word
      ?.trim()
      .toLowerCase()
      .replace(/[^a-z]/g, "");
    if (key && aliases[key]) return aliases[key];
  }
  return undefined;
}

// Only https addresses: an entry typed by staff must never become a javascript: link.
function safeHref(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The first four usable links among the rows (known network, https address), else the defaults. */
export function socialLinksFromRows(rows: readonly SocialRow[]): SocialLink[] {
  const links: SocialLink[] = [];
  for (const row of rows) {
    const network = networkOf(row);
    const href = safeHref(row.value);
    if (network && href) links.push({ network, label: row.title.trim(), href });
  }
  return links.length > 0 ? links.slice(0, FOOTER_SOCIAL_LIMIT) : [...DEFAULT_SOCIAL_LINKS];
}
