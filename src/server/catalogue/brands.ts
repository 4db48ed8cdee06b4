// Reads of the brands the catalogue sells (document 3 §3).
import type { Sql } from "../db/client.ts";

/** A brand as the API shows it. */
export interface BrandSummary {
  id: number;
  name: string;
  display_name: string;
  description: string | null;
  website: string | null;
  logo: string | null;
}

/** Every brand, alphabetically by display name. */
export async function listBrands(sql: Sql): Promise<BrandSummary[]> {
  return sql<BrandSummary[]>`
    select id::int as id, name, display_name, description, website, logo
      from brands
     order by display_name, id`;
}
