// The search box's suggestions, from the word table the database keeps (public.product_search_words):
// every word typed so far is a btree range of product words, so a suggestion costs a few index
// reads whatever the catalogue's size (docs/decisions/0019-search-suggestions.md).
import type { Fragment } from "postgres";
import type { Sql } from "../db/client.ts";
import { searchProducts } from "./search.ts";
import {
  compactOf,
  foldAccents,
  oneEditStartPattern,
  wordTableWords,
} from "../../lib/search/search-terms.ts";

/** One entry of the search box's dropdown (document 1 §3). */
export interface SearchSuggestion {
  name: string;
  brand: string | null;
  category: string;
  category_display_name: string;
  slug: string;
}

// The known words a typed word may be a typo of, at most (alphabetical).
const TYPO_WORDS = 8;

/** How one typed word may match a product word: as its start, or as one of the words listed. */
interface WordMatch {
  word: string;
  typoWords: string[];
}

/**
 * Name, brand, category and slug of the best few active products for `text`, for the search
 * dropdown. A product matches when one of its words (name, model, SKU, model number) starts with
 * the whole term without its separators (ZT-230, "zt 230", ZT230: listed first), or its words
 * start with every word typed; then the shorter word found first, then by name. Only when nothing
 * matches so are typos forgiven: a word of 4 or more letters may then be a known word one edit
 * away ("zebar" finds Zebra), the products with more words as typed first; and when that finds
 * nothing either, the search page's best matches (descriptions, keywords, stems).
 */
export async function searchSuggestions(
  sql: Sql,
  text: string,
  limit = 8,
): Promise<SearchSuggestion[]> {
  const words = wordTableWords(text);
  const compact = compactOf(foldAccents(text));
  if (words.length === 0 && compact.length < 2) return [];
  const reads: Fragment[] = [];
  // A lone word is its own compact form: that read would find the same products.
  if (compact.length >= 2 && !(words.length === 1 && words[0] === compact)) {
    reads.push(firstRows(sql, limit, sql`0`, startsWith(sql, "w", compact)));
  }
  if (words.length > 0) {
    const typed = await rarestFirst(
      sql,
      words.map((word) => ({ word, typoWords: [] })),
    );
    reads.push(...everyWordReads(sql, limit, typed, sql`1`));
  }
  const found = await suggestionsOf(sql, reads, limit);
  if (found.length > 0) return found;
  const withTypos = words.some((word) => oneEditStartPattern(word))
    ? await suggestionsWithTypos(sql, words, limit)
    : [];
  return withTypos.length > 0 ? withTypos : suggestionsFromSearch(sql, text, limit);
}

// Nothing in the word table starts so, not even a known word one typo away: what the search page
// finds (descriptions, keywords, stems: "GK420d" finds the labels made for that printer), so the
// dropdown does not say "No products found" for a term whose search lists products. Only misses
// pay for it.
async function suggestionsFromSearch(
  sql: Sql,
  text: string,
  limit: number,
): Promise<SearchSuggestion[]> {
  const products = await searchProducts(sql, text, limit);
  return products.map(({ name, brand, category, category_display_name, slug }) => ({
    name,
    brand,
    category,
    category_display_name,
    slug,
  }));
}

// Typos forgiven: a word of 4 or more letters may be a known word one edit away.
async function suggestionsWithTypos(
  sql: Sql,
  words: string[],
  limit: number,
): Promise<SearchSuggestion[]> {
  const withTypos = await typosOf(sql, words);
  // Ranked by the words found as typed, so that "zebar zt230" puts the ZT230 first.
  const missed = withTypos.map(
    (match) => sql`(not exists (select from product_search_words x
       where x.product_id = w.product_id and ${startsWith(sql, "x", match.word)}))::int`,
  );
  const typoReads = everyWordReads(
    sql,
    limit,
    await rarestFirst(sql, withTypos),
    joined(sql, missed, "+"),
  );
  return suggestionsOf(sql, typoReads, limit);
}

// Words counted past this many rows are common alike: the one typed first is taken then.
const COUNTED_ROWS = 100;

// The words, the one with the fewest rows in the table first (each counted up to COUNTED_ROWS;
// among common ones, the one typed first: the last is often a short start of a word, which
// matches most). The products are read from it and checked for the others: read from "printer",
// "id card printer" checked 5,000 printers to find the few ID card ones (25 ms).
async function rarestFirst(sql: Sql, words: WordMatch[]): Promise<WordMatch[]> {
  if (words.length < 2) return words;
  const counts = words.map(
    (match) => sql`(select count(*)::int from (select from product_search_words w
       where ${wordMatches(sql, "w", match)} limit ${literal(sql, COUNTED_ROWS)}) c)`,
  );
  const [row] = await sql<
    { counts: number[] }[]
  >`select array[${joined(sql, counts, ",")}] as counts`;
  const order = words.map((match, i) => ({ match, rows: row!.counts[i]! }));
  order.sort((a, b) => a.rows - b.rows);
  return order.map(({ match }) => match);
}

// Each word with the known words it may be a typo of (letters only; one query for all).
async function typosOf(sql: Sql, words: string[]): Promise<WordMatch[]> {
  const patterns = words.map((word) => oneEditStartPattern(word) ?? "");
  const rows = await sql<{ at: number; words: string[] }[]>`
    select t.at::int as at, (array_agg(v.word order by v.word))[1:${TYPO_WORDS}] as words
      from unnest(${patterns}::text[]) with ordinality t(pattern, at)
      join search_vocabulary v on t.pattern <> '' and v.word ~ t.pattern
     group by t.at`;
  return words.map((word, i) => ({
    word,
    typoWords: rows.find((row) => row.at === i + 1)?.words ?? [],
  }));
}

// The best `limit` products of the rows read (product_id, rank, word, name), each once.
function suggestionsOf(sql: Sql, reads: Fragment[], limit: number) {
  return sql<SearchSuggestion[]>`
    select p.name, b.display_name as brand, c.name as category,
           c.display_name as category_display_name, p.slug
      from (select * from (
              select distinct on (product_id) * from (${joined(sql, reads, "union all")}) hits
               order by product_id, rank, word, name) best
             order by rank, word, name, product_id limit ${literal(sql, limit)}) top
      join products p on p.id = top.product_id and p.status = 'active'
      join categories c on c.id = p.category_id
      left join brands b on b.id = p.brand_id
     order by top.rank, top.word, top.name, top.product_id`;
}

// Products whose words start with every word: read from the first (the rarest), each row checked
// for the other words through its product's words. Each form of the first word (as typed, and
// each known word it may be a typo of) is a read of its own, in key order.
function everyWordReads(sql: Sql, limit: number, words: WordMatch[], rank: Fragment): Fragment[] {
  const [first, ...others] = words;
  const checks = others.map(
    (match) => sql`exists (select from product_search_words x
       where x.product_id = w.product_id and ${wordMatches(sql, "x", match)})`,
  );
  const forms = [
    startsWith(sql, "w", first!.word),
    ...first!.typoWords.map((word) => sql`w.word = ${word}`),
  ];
  return forms.map((form) => firstRows(sql, limit, rank, joined(sql, [form, ...checks], "and")));
}

// The first rows of the word table meeting `condition` (on w), in key order (word, name,
// product): the index gives them in that order and stops there. Twice `limit`, as a product may
// have two words in the range ("zeb" and "zebra" for "ze").
function firstRows(sql: Sql, limit: number, rank: Fragment, condition: Fragment): Fragment {
  return sql`(select w.product_id, ${rank} as rank, w.word, w.name from product_search_words w
     where ${condition} order by w.word, w.name, w.product_id limit ${literal(sql, 2 * limit)})`;
}

function wordMatches(sql: Sql, alias: string, match: WordMatch): Fragment {
  const start = startsWith(sql, alias, match.word);
  return match.typoWords.length === 0
    ? start
    : sql`(${start} or ${sql(alias)}.word = any(${match.typoWords}::text[]))`;
}

// A range of the table's btree (collation C, words of a-z and 0-9 only, which sort before "~"),
// and not `like 'x%'`: a prepared statement's generic plan can use a range, not a like.
function startsWith(sql: Sql, alias: string, prefix: string): Fragment {
  return sql`(${sql(alias)}.word >= ${prefix} and ${sql(alias)}.word < ${`${prefix}~`})`;
}

// A whole number written into the query: a prepared statement's generic plan knows its limits
// (a limit it does not know may be large, for which it reads a whole range into a bitmap).
function literal(sql: Sql, count: number): Fragment {
  if (!Number.isSafeInteger(count)) throw new Error(`not a whole number: ${count}`);
  return sql.unsafe(String(count));
}

function joined(sql: Sql, parts: Fragment[], separator: "and" | "+" | "," | "union all"): Fragment {
  return parts.reduce((all, part) => sql`${all} ${sql.unsafe(separator)} ${part}`);
}
