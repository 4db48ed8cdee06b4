// Synonyms staff add to the search ("gun" for scanner): the list, adding one and removing one, each
// write audited, and the groups the search reads beside its built-in ones. No page shows them (the
// search reads them live), so a write queues no publish request.
import {
  searchSynonymMessages,
  type SearchSynonym,
  type SearchSynonymForm,
} from "../../lib/search/search-synonym-form.ts";
import { recordWrite, type Snapshot } from "../admin/audit.ts";
import type { StaffUser } from "../auth/staff-users.ts";
import type { Sql } from "../db/client.ts";
import { HttpError } from "../http/errors.ts";

/** Every synonym, by its first words. */
export async function listSearchSynonyms(sql: Sql): Promise<SearchSynonym[]> {
  return sql<SearchSynonym[]>`
    select id, term, means from search_synonyms order by term collate "C", means collate "C", id`;
}

/** The synonyms as groups of two, for searchRewordings. */
export async function staffSynonymGroups(sql: Sql): Promise<string[][]> {
  const rows = await sql<{ term: string; means: string }[]>`
    select term, means from search_synonyms order by id`;
  return rows.map((row) => [row.term, row.means]);
}

/** Adds a synonym; 409 when the pair is there already, either way round. */
export async function addSearchSynonym(
  sql: Sql,
  actor: StaffUser,
  form: SearchSynonymForm,
): Promise<SearchSynonym> {
  return sql.begin(async (tx) => {
    const [row] = await tx<(SearchSynonym & { row: Snapshot })[]>`
      insert into search_synonyms (term, means) values (${form.term}, ${form.means})
      on conflict do nothing
      returning id, term, means, to_jsonb(search_synonyms.*) as row`;
    if (!row) {
      const message = searchSynonymMessages.duplicate;
      throw new HttpError(409, "duplicate", message, { means: message });
    }
    await recordWrite(tx, {
      actor,
      action: "create",
      entityType: "search_synonym",
      entityId: row.id,
      label: `${row.term} = ${row.means}`,
      before: null,
      after: row.row,
      publish: false,
    });
    return { id: row.id, term: row.term, means: row.means };
  });
}

/** Removes one synonym; 404 when there is none. */
export async function removeSearchSynonym(sql: Sql, actor: StaffUser, id: number): Promise<void> {
  await sql.begin(async (tx) => {
    const [row] = await tx<{ term: string; means: string; row: Snapshot }[]>`
      delete from search_synonyms where id = ${id}
      returning term, means, to_jsonb(search_synonyms.*) as row`;
    if (!row) throw new HttpError(404, "not_found", "Synonym not found");
    await recordWrite(tx, {
      actor,
      action: "delete",
      entityType: "search_synonym",
      entityId: id,
      label: `${row.term} = ${row.means}`,
      before: row.row,
      after: null,
      publish: false,
    });
  });
}
