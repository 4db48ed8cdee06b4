// Product search: full text, model numbers however they are written, and typo tolerance.
import type { Fragment } from "postgres";
import { unprepared, type Sql } from "../db/client.ts";
import {
  compactOf,
  oneEditAnchors,
  searchWords,
  wordPrefixPattern,
} from "../../lib/search/search-terms.ts";
import { searchRewordings } from "../../lib/search/search-synonyms.ts";
import { productRowsOf, productSelect, type ProductRow } from "./product-row.ts";
import { staffSynonymGroups } from "./search-synonyms.ts";

/**
 * A subquery of (id, name, score) for the active products matching `text` (and `filters`, `and …`
 * conditions on products p). Each way of matching is its own arm, so that each can use its own
 * index and no costly function runs on every row. A product matches when it matches an arm:
 *  - full text (websearch syntax, accent-folded): scores 1 + ts_rank;
 *  - its compact name and model numbers contain the compact term (ZT230 = ZT-230 = "zt 230"): 2;
 *  - every word starts a word of its name give or take one typo, or is in its compact text
 *    ("zebar" finds Zebra, "zebra zt-230 printer" the ZT230): 1;
 * the scores of the arms it matches add up; in the word arm each word found without a typo adds
 * 1/(number of words), so that "zebar zt230" puts the ZT230 before the ZD230.
 */
function termRanking(sql: Sql, text: string, filters: Fragment) {
  const tsquery = sql`websearch_to_tsquery('english', public.immutable_unaccent(${text}))`;
  const compact = compactOf(text);
  const words = searchWords(text);
  const arm = (score: Fragment, condition: Fragment) => sql`
    select p.id, p.name, ${score} as score from products p
     where p.status = 'active' ${filters} and ${condition}`;
  // Words typed without a typo score in the word arm's select list: only the rows it matched pay.
  const exactWords = words.map(
    (word) =>
      sql`case when ${wordMatch(sql, word, `\\m${word}`)} then ${1 / words.length}::float8 else 0 end`,
  );
  const everyWord = words.map((word) => fuzzyWordMatch(sql, word, words.length > 1));
  const arms = [
    arm(sql`1 + ts_rank(p.search_vector, ${tsquery})`, sql`p.search_vector @@ ${tsquery}`),
    ...(compact.length >= 2 ? [arm(sql`2`, compactLike(sql, compact))] : []),
    ...(words.length > 0
      ? [arm(sql`1 + ${joined(sql, exactWords, "+")}`, joined(sql, everyWord, "and"))]
      : []),
  ];
  return sql`
    select id, min(name) as name, sum(score) as score
      from (${joined(sql, arms, "union all")}) hits
     group by id`;
}

/**
 * The texts a search for `text` runs: the term and its rewordings with the trade's synonyms and
 * those staff added (search-synonyms.ts).
 */
async function rewordingsOf(sql: Sql, text: string): Promise<string[]> {
  return searchRewordings(text, await staffSynonymGroups(sql));
}

/**
 * The ranking of `terms` (a term and its rewordings): a product found by any of them is found,
 * with its best score.
 */
function searchRanking(sql: Sql, terms: string[], filters: Fragment = sql``) {
  const rankings = terms.map((term) => termRanking(sql, term, filters));
  if (rankings.length === 1) return rankings[0]!;
  return sql`
    select id, min(name) as name, max(score) as score
      from (${joined(sql, rankings, "union all")}) reworded
     group by id`;
}

/** The (id, name, score, total) rows of one page of the ranking, best first; total counts all pages. */
function searchPage(
  sql: Sql,
  terms: string[],
  limit: number,
  offset = 0,
  filters: Fragment = sql``,
) {
  return sql`
    select *, count(*) over ()::int as total from (${searchRanking(sql, terms, filters)}) ranked
     order by score desc, name, id
     limit ${limit} offset ${offset}`;
}

/**
 * One page of the active products matching `text` (and `filters` on products p), best first, with
 * the number of matches; the ranking runs once for both.
 */
export async function searchProductsPage(
  sql: Sql,
  text: string,
  { page, limit, filters = sql`` }: { page: number; limit: number; filters?: Fragment },
): Promise<{ products: ProductRow[]; total: number }> {
  const offset = (page - 1) * limit;
  const terms = await rewordingsOf(sql, text);
  const join = sql`join (${searchPage(sql, terms, limit, offset, filters)}) r on r.id = p.id`;
  const rows = await unprepared(
    sql`${productSelect(sql, join, sql`, r.total`)} order by r.score desc, p.name, p.id`,
  );
  const total =
    rows.length > 0 || offset === 0
      ? ((rows[0]?.total as number | undefined) ?? 0)
      : (
          await unprepared(
            sql<
              { total: number }[]
            >`select count(*)::int as total from (${searchRanking(sql, terms, filters)}) ranked`,
          )
        )[0]!.total;
  return { products: productRowsOf(rows), total };
}

/** Active products matching `text`, best first (the caller has checked its length). */
export async function searchProducts(sql: Sql, text: string, limit: number): Promise<ProductRow[]> {
  return (await searchProductsPage(sql, text, { page: 1, limit })).products;
}

// A word found in a product's name (give or take a typo), its compact text or its full text.
function wordHit(sql: Sql, word: string): Fragment {
  const tsquery = sql`plainto_tsquery('english', public.immutable_unaccent(${word}))`;
  return sql`(${fuzzyWordMatch(sql, word, true)} or p.search_vector @@ ${tsquery})`;
}

/**
 * The active products that match the most words of one of `terms` (a term and its rewordings),
 * as a share of its words, keeping only those with the best share; for a term no product matches
 * whole. Among equals, those with more of the words in their name come first (`in_name`).
 */
function mostWordsRanking(sql: Sql, terms: string[]) {
  const parts = terms.map((term) => {
    const words = searchWords(term);
    const hits = words.map((word) => wordHit(sql, word));
    const found = hits.map((hit) => sql`case when ${hit} then 1 else 0 end`);
    const named = words.map(
      (word) => sql`case when ${fuzzyWordMatch(sql, word, false)} then 1 else 0 end`,
    );
    return sql`
      select p.id, p.name, (${joined(sql, found, "+")})::float8 / ${words.length} as score,
             ${joined(sql, named, "+")} as in_name
        from products p
       where p.status = 'active' and (${joined(sql, hits, "or")})`;
  });
  return sql`
    select id, name, score, in_name from (
      select id, name, score, in_name, max(score) over () as best from (
        select id, min(name) as name, max(score) as score, max(in_name) as in_name
          from (${joined(sql, parts, "union all")}) found
         group by id) scored) ranked
     where score = best`;
}

/** A product of the search's answer; `partial_match` when it matches only some of the words. */
export type SearchHit = ProductRow & { partial_match?: true };

/**
 * The search page's answer: the products matching `text`, best first; when none matches every
 * word of a term of two words or more, those that match the most of them, each marked
 * `partial_match`.
 */
export async function searchProductsOrMostWords(
  sql: Sql,
  text: string,
  limit: number,
): Promise<SearchHit[]> {
  const found = await searchProducts(sql, text, limit);
  if (found.length > 0 || searchWords(text).length < 2) return found;
  const join = sql`join (${mostWordsRanking(sql, await rewordingsOf(sql, text))}) r on r.id = p.id`;
  const rows = await unprepared(
    sql`${productSelect(sql, join)} order by r.score desc, r.in_name desc, p.name, p.id limit ${limit}`,
  );
  return productRowsOf(rows).map((row) => ({ ...row, partial_match: true as const }));
}

const compactLike = (sql: Sql, compact: string) => sql`p.search_compact like ${`%${compact}%`}`;

// A word is at the start of a word of the name (pattern) or, letters and digits only, in the compact text.
function wordMatch(sql: Sql, word: string, pattern: string): Fragment {
  const compact = compactOf(word);
  return compact
    ? sql`(lower(p.name) ~ ${pattern} or ${compactLike(sql, compact)})`
    : sql`lower(p.name) ~ ${pattern}`;
}

// Same, forgiving one typo. When the word is long enough, a `like` on its anchors comes first: it
// can use the trigram index and spares most names the costly pattern. A lone word leaves out the
// compact text, which the compact arm already searches: the pattern alone can use the index.
function fuzzyWordMatch(sql: Sql, word: string, orCompact: boolean): Fragment {
  const anchors = oneEditAnchors(word).map((anchor) => sql`lower(p.name) like ${`%${anchor}%`}`);
  const pattern = sql`lower(p.name) ~ ${wordPrefixPattern(word)}`;
  const inName =
    anchors.length > 0 ? sql`((${joined(sql, anchors, "or")}) and ${pattern})` : pattern;
  const compact = compactOf(word);
  return orCompact && compact ? sql`(${inName} or ${compactLike(sql, compact)})` : inName;
}

function joined(
  sql: Sql,
  parts: Fragment[],
  separator: "and" | "or" | "+" | "union all",
): Fragment {
  return parts.reduce((all, part) => sql`${all} ${sql.unsafe(separator)} ${part}`);
}
