// Supabase gives the public anon key (role anon) and signed-in end users (role authenticated)
// access to the public schema through its REST API. Every table must refuse them everything.
import { describe, expect, it } from "vitest";
import { testSql } from "../support/db.ts";

const sql = testSql();
const ROLES = ["anon", "authenticated"] as const;

async function publicTables(): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`;
  return rows.map((row) => row.name);
}

// Grants as Supabase does (all privileges to anon and authenticated), then acts as the role.
// Everything runs in a transaction that is rolled back, so the grants never persist.
async function asRole<T>(
  role: string,
  work: (tx: typeof sql) => Promise<T>,
): Promise<T | "refused"> {
  const marker = new Error("rollback");
  let result: T | "refused" = "refused";
  await sql
    .begin(async (tx) => {
      await tx.unsafe(
        `do $$ begin if not exists (select from pg_roles where rolname = '${role}') then create role ${role} nologin; end if; end $$`,
      );
      await tx.unsafe(
        `grant usage on schema public to ${role}; grant all on all tables in schema public to ${role}`,
      );
      await tx.unsafe(`set local role ${role}`);
      try {
        result = await work(tx as unknown as typeof sql);
      } catch {
        result = "refused";
      }
      throw marker;
    })
    .catch((error: unknown) => {
      if (error !== marker) throw error;
    });
  return result;
}

describe("row level security", () => {
  it("is enabled on every table, with no policy that would open one", async () => {
    const tables = await publicTables();
    expect(tables.length).toBeGreaterThanOrEqual(25);
    // The leads feature's tables (quote requests, the enquiries inbox and its notes) among them.
    expect(tables).toEqual(
      expect.arrayContaining([
        "quote_requests",
        "quote_request_items",
        "enquiries",
        "enquiry_notes",
      ]),
    );
    const open = await sql`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`;
    expect(open).toEqual([]);
    const policies =
      await sql`select tablename, policyname from pg_policies where schemaname = 'public'`;
    expect(policies).toEqual([]);
  });

  describe.each(ROLES)("role %s", (role) => {
    it("reads no row of any table, although the catalogue has rows", async () => {
      const [row] = await sql<{ count: number }[]>`select count(*)::int as count from products`;
      expect(row?.count).toBeGreaterThan(0);
      for (const table of await publicTables()) {
        const visible = await asRole(role, (tx) =>
          tx.unsafe(`select count(*)::int as count from public."${table}"`),
        );
        expect(visible === "refused" ? 0 : Number(visible[0]?.["count"]), table).toBe(0);
      }
    });

    it.each([
      ["insert", "insert into categories (name, display_name) values ('rls-probe', 'RLS probe')"],
      ["update", "update products set name = 'changed by anon'"],
      ["delete", "delete from contact_info"],
    ])("cannot %s", async (_kind, statement) => {
      const outcome = await asRole(role, async (tx) => {
        const result = await tx.unsafe(statement);
        return result.count;
      });
      // An update or delete that RLS filters changes 0 rows; an insert is refused outright.
      expect(outcome === "refused" || outcome === 0).toBe(true);
    });
  });
});
