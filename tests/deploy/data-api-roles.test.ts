// Supabase's Data API acts as anon (the public key) or authenticated (a signed-in end user),
// switching from its login role, authenticator. On a database set up as Supabase's and migrated,
// neither reads a row of any table, view or sequence, nor calls any function of the public schema.
import { beforeAll, describe, expect, inject, it } from "vitest";
import { migrate } from "../../src/server/db/migrate.ts";
import { seedDemoData } from "../../src/server/seed/seed.ts";
import type { Sql } from "../../src/server/db/client.ts";
import { createSupabaseLikeDatabase, databaseUrl, withSql } from "../support/supabase-like.ts";

const cluster = inject("postgres15Url");
let ownerUrl = "";

interface Relation {
  name: string;
  kind: string;
}
interface Routine {
  signature: string;
}

async function publicObjects(sql: Sql) {
  const relations = await sql<Relation[]>`
    select format('%I.%I', n.nspname, c.relname) as name, c.relkind::text as kind
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
     order by 1`;
  const routines = await sql<Routine[]>`
    select p.oid::regprocedure::text as signature
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.prokind = 'f'
     order by 1`;
  return { relations, routines };
}

// What `role` gets from each: the rows it read, or the error's code.
async function attempt(sql: Sql, role: string, statement: string): Promise<string> {
  try {
    return await sql.begin(async (tx) => {
      await tx.unsafe(`set local role ${role}`);
      const rows = await tx.unsafe(statement);
      return `${rows.length} rows`;
    });
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe.skipIf(!cluster)("the Data API's roles (PostgreSQL 15, Supabase's grants)", () => {
  beforeAll(async () => {
    ownerUrl = await createSupabaseLikeDatabase(cluster, "data_api_roles");
    await withSql(ownerUrl, async (sql) => {
      await migrate(sql);
      await seedDemoData(sql, { quiet: true });
    });
  }, 180_000);

  it("every function of the public schema has a fixed search_path", async () => {
    await withSql(ownerUrl, async (sql) => {
      const mutable = await sql`
        select p.oid::regprocedure::text as signature
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public'
           and not exists (select from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`;
      expect(mutable).toEqual([]);
    });
  });

  for (const role of ["anon", "authenticated"]) {
    it(`${role} reads no row and calls no function, though the catalogue has rows`, async () => {
      const { relations, routines } = await withSql(ownerUrl, publicObjects);
      expect(relations.length).toBeGreaterThanOrEqual(25);
      expect(routines.length).toBeGreaterThanOrEqual(5);
      const [products] = await withSql(
        ownerUrl,
        (sql) => sql<{ count: number }[]>`select count(*)::int from public.products`,
      );
      expect(products!.count).toBeGreaterThan(0);

      await withSql(databaseUrl(ownerUrl, "data_api_roles", "authenticator"), async (sql) => {
        const answers: Record<string, string> = {};
        for (const relation of relations) {
          answers[relation.name] = await attempt(sql, role, `select * from ${relation.name}`);
        }
        // Postgres checks EXECUTE when a call runs (a strict function given a null is never run,
        // so a trial call would prove nothing): the check itself, as the role.
        for (const routine of routines) {
          const [can] = await sql.begin(async (tx) => {
            await tx.unsafe(`set local role ${role}`);
            return tx<{ execute: boolean }[]>`
              select has_function_privilege(${routine.signature}::regprocedure, 'execute') as execute`;
          });
          answers[routine.signature] = can!.execute ? "may execute" : "42501";
        }
        const allowed = Object.entries(answers).filter(([, answer]) => answer !== "42501");
        // 42501: insufficient_privilege.
        expect(allowed).toEqual([]);
      });
    });
  }
});
