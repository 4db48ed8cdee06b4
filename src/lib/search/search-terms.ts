// How a search term is taken apart for matching beyond full text: a compact form for model
// numbers however they are written, and per-word patterns that forgive one typo.

/** Words shorter than this must be typed exactly (as a prefix); longer ones forgive one typo. */
const FUZZY_MIN_LENGTH = 4;
/** Words longer than this are matched exactly: their patterns would grow large for little gain. */
const FUZZY_MAX_LENGTH = 24;
/** Only the first few words of a term take part in word matching. */
const MAX_WORDS = 6;

/** Letters and digits only, lower case, as products.search_compact holds them: ZT-230 → zt230. */
export function compactOf(text: string): string {
  return text.replace(/[^a-zA-Z0-9]+/g, "").toLowerCase();
}

/**
 * The words of a term (runs of letters and digits), lower case. One-character words are dropped
 * beside longer ones; a term of one-character words only keeps them ("z" finds Zebra).
 */
export function searchWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const longer = words.filter((word) => word.length >= 2);
  return (longer.length > 0 ? longer : words).slice(0, MAX_WORDS);
}

/**
 * The spellings within one edit of `word` as regular-expression alternatives: the word itself, one
 * wrong letter, one missing letter, one extra letter and two neighbours swapped. "\w" stands for
 * any letter; words are only letters and digits, so nothing else needs escaping.
 */
export function oneEditSpellings(word: string): string[] {
  const spellings = new Set([word]);
  if (word.length < FUZZY_MIN_LENGTH || word.length > FUZZY_MAX_LENGTH) return [...spellings];
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    spellings.add(`${head}\\w${word.slice(i)}`);
    if (i === word.length) continue;
    const tail = word.slice(i + 1);
    spellings.add(`${head}\\w${tail}`);
    // An extra letter typed: the shorter spelling, unless it gets too short to mean anything.
    if (word.length > FUZZY_MIN_LENGTH) spellings.add(head + tail);
    if (tail) spellings.add(head + tail[0] + word[i] + tail.slice(1));
  }
  return [...spellings];
}

/**
 * Pieces of `word` of which every spelling within one edit contains at least one: the halves
 * before and after the middle letter (an edit breaks at most one of them), or the word itself
 * when it must be typed exactly. Only pieces of 3 or more characters are given, since only those
 * can use a trigram index; otherwise none (the pattern alone is cheaper than a weak pre-check).
 */
export function oneEditAnchors(word: string): string[] {
  const middle = Math.floor(word.length / 2);
  const anchors =
    oneEditSpellings(word).length === 1 ? [word] : [word.slice(0, middle), word.slice(middle + 1)];
  return anchors.every((anchor) => anchor.length >= 3) ? anchors : [];
}

/**
 * A Postgres regular expression (ARE) matching text in which some word starts with `word` or a
 * spelling one edit away ("zebar" finds "Zebra", "scanr" finds "Scanner").
 */
export function wordPrefixPattern(word: string): string {
  return `\\m(${oneEditSpellings(word).join("|")})`;
}

/**
 * The words of a term as public.product_search_words holds a product's: accents folded, lower
 * case, runs of 2 or more letters and digits (a-z, 0-9), at most MAX_WORDS of them.
 */
export function wordTableWords(text: string): string[] {
  return (foldAccents(text).match(/[a-z0-9]{2,}/g) ?? []).slice(0, MAX_WORDS);
}

/** `text` in lower case without its accents (Ünïcödé → unicode), as immutable_unaccent folds them. */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * A Postgres regular expression matching the words that start with `word` or a spelling one edit
 * away, for a word of letters long enough to forgive a typo; otherwise undefined.
 */
export function oneEditStartPattern(word: string): string | undefined {
  const spellings = oneEditSpellings(word);
  return /^[a-z]+$/.test(word) && spellings.length > 1 ? `^(${spellings.join("|")})` : undefined;
}
