// The demo data: geography, catalogue, content and contact entries. Idempotent: a second run
// updates what the first wrote and duplicates nothing.
import type { Sql } from "../db/client.ts";
import { serverStorage } from "../storage/server-storage.ts";
import { seedCatalogue } from "./catalogue.ts";
import { seedBlogs, seedContactInfo, seedDrivers, seedJobs } from "./content.ts";
import { seedGeo } from "./geo.ts";

/** Seeds the demo data. `onlyWhenEmpty` skips it when the catalogue already has categories. */
export async function seedDemoData(
  sql: Sql,
  options: { onlyWhenEmpty?: boolean; quiet?: boolean } = {},
): Promise<void> {
  if (options.onlyWhenEmpty) {
    const [row] = await sql<{ count: number }[]>`select count(*)::int as count from categories`;
    if ((row?.count ?? 0) > 0) return;
  }
  const counts = {
    cities: await seedGeo(sql),
    products: await seedCatalogue(sql),
    blogs: await seedBlogs(sql),
    jobs: await seedJobs(sql),
    drivers: await seedDrivers(sql, serverStorage()),
    contactEntries: await seedContactInfo(sql),
  };
  if (!options.quiet) {
    console.log(
      `Demo data: ${Object.entries(counts)
        .map(([name, count]) => `${count} ${name}`)
        .join(", ")}.`,
    );
  }
}
