// Synonyms staff add to the search (GET, POST /api/admin/search-synonyms, DELETE …/{id}): once
// added, a search for either side finds what the other finds, on the search page and in listings'
// search alike; removed, it no longer does. Both sides are folded as the search compares them; a
// pair is kept once whichever way round; each write is audited and publishes nothing.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import admin from "../../netlify/functions/admin.mts";
import products from "../../netlify/functions/products.mts";
import { searchSynonymMessages } from "../../src/lib/search/search-synonym-form.ts";
import { call } from "../support/api.ts";
import { testSql } from "../support/db.ts";
import { send, signedInStaff } from "../support/staff.ts";

const sql = testSql();
let staff: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  staff = await signedInStaff(sql);
});

// A word no product has, its own to this run: other files never search for it.
const newWord = () => `zapper${randomBytes(4).toString("hex").replace(/[0-9]/g, "x")}`;

const searchSlugs = async (query: string) => {
  const { status, body } = await call(
    products,
    `/api/products/search/${encodeURIComponent(query)}`,
  );
  expect(status).toBe(200);
  return (body as { slug: string }[]).map((product) => product.slug);
};

const addSynonym = (json: unknown, cookie: string | undefined = staff.cookie) =>
  send(admin, "/api/admin/search-synonyms", { method: "POST", json, cookie });

const listed = async () => {
  const { status, body } = await send(admin, "/api/admin/search-synonyms", {
    cookie: staff.cookie,
  });
  expect(status).toBe(200);
  return body.synonyms as { id: number; term: string; means: string }[];
};

describe("search synonyms", () => {
  it("make a search for one side find what the other finds, until removed", async () => {
    const word = newWord();
    const scanners = await searchSlugs("handheld scanner");
    expect(scanners.length).toBeGreaterThan(0);
    expect(await searchSlugs(word)).toEqual([]);

    const added = await addSynonym({
      term: `  ${word.toUpperCase()} `,
      means: "Handheld Scanner!",
    });
    expect(added.status).toBe(201);
    expect(added.body.synonym).toEqual({
      id: expect.any(Number),
      term: word,
      means: "handheld scanner",
    });
    expect(await listed()).toContainEqual(added.body.synonym);
    expect(await searchSlugs(word)).toEqual(expect.arrayContaining(scanners));
    // A listing's search reads them too.
    const listing = await call(products, `/api/products/paginated?search=${word}&limit=50`);
    expect((listing.body as { total: number }).total).toBeGreaterThan(0);

    const removed = await send(admin, `/api/admin/search-synonyms/${added.body.synonym.id}`, {
      method: "DELETE",
      cookie: staff.cookie,
    });
    expect(removed.status).toBe(200);
    expect(await searchSlugs(word)).toEqual([]);
    expect((await listed()).map((row) => row.id)).not.toContain(added.body.synonym.id);

    const audit = await sql<{ action: string; entity_type: string }[]>`
      select action, entity_type from audit_log
       where entity_type = 'search_synonym' and entity_id = ${String(added.body.synonym.id)}
       order by id`;
    expect(audit.map((entry) => entry.action)).toEqual(["create", "delete"]);
    const [publishes] = await sql<{ n: number }[]>`
      select count(*)::int as n from publish_requests where reason like ${`%${word}%`}`;
    expect(publishes!.n).toBe(0);
  });

  it("keep a pair once, whichever way round, with the form's message", async () => {
    const word = newWord();
    expect((await addSynonym({ term: word, means: "label printer" })).status).toBe(201);
    for (const again of [
      { term: word, means: "Label  Printer" },
      { term: "label printer", means: word },
    ]) {
      const { status, body } = await addSynonym(again);
      expect(status).toBe(409);
      expect(body.error).toEqual({
        code: "duplicate",
        message: searchSynonymMessages.duplicate,
        fields: { means: searchSynonymMessages.duplicate },
      });
    }
    expect((await listed()).filter((row) => row.term === word)).toHaveLength(1);
  });

  it.each([
    ["no words", { term: "", means: "scanner" }, "term", searchSynonymMessages.term],
    ["one letter", { term: "x", means: "scanner" }, "term", searchSynonymMessages.term],
    ["only signs", { term: "gun", means: "?!" }, "means", searchSynonymMessages.means],
    ["too long", { term: "gun", means: "a".repeat(61) }, "means", searchSynonymMessages.means],
    ["a number", { term: 7, means: "scanner" }, "term", searchSynonymMessages.term],
    ["the same words", { term: "Scanner", means: "scanner!" }, "means", searchSynonymMessages.same],
  ])("refuse %s with 400 and the field's message", async (_case, json, field, message) => {
    const { status, body } = await addSynonym(json);
    expect(status).toBe(400);
    expect(body.error.fields[field]).toBe(message);
  });

  it("answer 404 for a synonym that is not there", async () => {
    const { status } = await send(admin, "/api/admin/search-synonyms/999999999", {
      method: "DELETE",
      cookie: staff.cookie,
    });
    expect(status).toBe(404);
  });
});
