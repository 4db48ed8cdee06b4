// contact_info: the phone numbers, addresses and social links shown on /contact and by the API.
import { z } from "zod";
import { socialLinksFromRows, socialRow, type SocialLink } from "../../lib/social-links.ts";
import type { Sql } from "../db/client.ts";

const contactInfoRow = z.object({
  id: z.coerce.number(),
  type: z.enum(["phone", "email", "address", "social_media"]),
  title: z.string(),
  value: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  is_active: z.boolean(),
  sort_order: z.number(),
});

/** A contact entry in the API's shape (document 2 §3). */
export interface ContactInfoEntry {
  id: number;
  type: "phone" | "email" | "address" | "social_media";
  title: string;
  value: string;
  description: string | null;
  icon: string | null;
  isActive: boolean;
  sortOrder: number;
}

/** The active entries in display order. */
export async function listActiveContactInfo(sql: Sql): Promise<ContactInfoEntry[]> {
  const rows = await sql`
    select id, type, title, value, description, icon, is_active, sort_order
      from contact_info where is_active order by sort_order, id`;
  return rows.map((raw) => {
    const row = contactInfoRow.parse(raw);
    return {
      id: row.id,
      type: row.type,
      title: row.title,
      value: row.value,
      description: row.description,
      icon: row.icon,
      isActive: row.is_active,
      sortOrder: row.sort_order,
    };
  });
}

/** The site's social profiles from the active social_media entries, else the default ones. */
export async function listSocialLinks(sql: Sql): Promise<SocialLink[]> {
  const rows = await sql`
    select title, value, icon from contact_info
     where type = 'social_media' and is_active
     order by sort_order, id`;
  return socialLinksFromRows(rows.map((row) => socialRow.parse(row)));
}
