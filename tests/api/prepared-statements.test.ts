// Statements are prepared once per connection, but the search's: their best plan depends on the
// words searched, and a prepared one got a generic plan that read every product (src/server/db/
// client.ts). On PGlite every client shares one session, whose statements this lists; on
// PostgreSQL, the client's own.
import { inject, afterAll, expect, it } from "vitest";
import { getActiveProductBySlug } from "../../src/server/catalogue/products.ts";
import { searchProductsPage } from "../../src/server/catalogue/search.ts";
import { searchSuggestions } from "../../src/server/catalogue/search-suggestions.ts";
import { createSql } from "../../src/server/db/client.ts";

const client = createSql(inject("databaseUrl"), { max: 1 });
afterAll(() => client.end({ timeout: 5 }));

const preparedStatements = async () =>
  (await client<{ statement: string }[]>`select statement from pg_prepared_statements`).map(
    (row) => row.statement,
  );

it("prepares a product read, and none of the search's queries", async () => {
  const [product] = await client<{ slug: string }[]>`
    select slug from products where status = 'active' order by id limit 1`;
  expect(await getActiveProductBySlug(client, product!.slug)).toMatchObject(product!);
  // Words as typed, then with a typo (a second query), then a page of results with its count.
  expect(await searchSuggestions(client, "zebra", 8)).not.toEqual([]);
  expect(await searchSuggestions(client, "zebar", 8)).not.toEqual([]);
  expect(
    (await searchProductsPage(client, "printer", { page: 99, limit: 10 })).total,
  ).toBeGreaterThan(0);
  const statements = await preparedStatements();
  expect(statements.some((text) => text.includes("p.slug = $1"))).toBe(true);
  expect(statements.filter((text) => text.includes("search_vector @@"))).toEqual([]);
});
