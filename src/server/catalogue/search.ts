// Product search: full text, model numbers however they are written, and typo tolerance.
import type { Fragment } from "postgres";
import { unprepared, type Sql } from "../db/client.ts";
import {
  compactOf,
  oneEditAnchors,
  searchWords,
  wordPrefixPattern,
} from "../../lib/search/search-terms.ts";
import { productRowsOf, productSelect, type ProductRow } from "./product-row.ts";

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
function searchRanking(sql: Sql, text: string, filters: Fragment = sql``) {
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

/** The (id, name, score, total) rows of one page of the ranking, best first; total counts all pages. */
function searchPage(sql: Sql, text: string, limit: number, offset = 0, filters: Fragment = sql``) {
  return sql`
    select *, count(*) over ()::int as total from (${searchRanking(sql, text, filters)}) ranked
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
  const join = sql`join (${searchPage(sql, text, limit, offset, filters)}) r on r.id = p.id`;
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
            >`select count(*)::int as total from (${searchRanking(sql, text, filters)}) ranked`,
          )
        )[0]!.total;
  return { products: productRowsOf(rows), total };
}

/** Active products matching `text`, best first (the caller has checked its length). */
export async function searchProducts(sql: Sql, text: string, limit: number): Promise<ProductRow[]> {
  return (await searchProductsPage(sql, text, { page: 1, limit })).products;
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
