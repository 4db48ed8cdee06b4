// What npm start compares to decide whether the served release is still what a build would make:
// the digest of the data pages show. What visitors do (enquiries, counted searches) and what no
// page shows (other names of cities, search synonyms) leaves it as it was, so a restart after a
// busy day serves at once; a catalogue change moves it, so the restart builds.
import { describe, expect, it } from "vitest";
import { countSearch } from "../../src/server/catalogue/search-report.ts";
import { dataDigest } from "../../src/server/publishing/local/served-stamp.ts";
import { usePrivateDatabase } from "../support/private-db.ts";

const db = usePrivateDatabase({ demoData: true });

describe("the data digest of npm start's served stamp", () => {
  it("stays for what visitors do and moves for what pages show", async () => {
    const sql = db();
    const before = await dataDigest(sql);
    await countSearch(sql, "wireless scanner", 0);
    await sql`
      insert into contact_submissions
        (name, email, mobile, location, product_service, message, source, mail_status)
      values ('Digest Check', 'owner@example.in', '+91-9811045678', 'Pune', 'Printers',
              'A visitor''s enquiry.', 'test', 'sent')`;
    await sql`insert into search_synonyms (term, means) values ('digestgun', 'scanner')`;
    await sql`insert into city_aliases (city_id, alias)
               values ((select min(id) from cities), 'Digestpur')`;
    expect(await dataDigest(sql)).toBe(before);

    await sql`update categories set display_name = display_name || ' (new)'
               where id = (select min(id) from categories)`;
    expect(await dataDigest(sql)).not.toBe(before);
  });
});
