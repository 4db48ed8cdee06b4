// The trade's own words for the same thing, built into the search: a visitor who types "wireless
// scanner" means the cordless and Bluetooth ones, "handheld terminal" the mobile computers. A
// search runs for the term as typed and for each of its rewordings; a product found by any of
// them is found.
import { foldAccents } from "./search-terms.ts";

/** Groups of words and phrases that mean the same in a search, lower case, without accents. */
export const BUILT_IN_SYNONYMS: readonly (readonly string[])[] = [
  ["wireless", "cordless", "bluetooth"],
  ["handheld terminal", "terminal", "mobile computer", "handheld computer", "pda"],
  ["gun", "handheld scanner"],
  ["barcode reader", "barcode scanner"],
  ["label printer", "barcode printer"],
  ["rfid tag", "rfid inlay", "rfid label"],
  ["tag", "inlay"],
  ["sticker", "label"],
  ["ttr", "thermal transfer ribbon"],
];

/** At most this many texts are searched for one term (the term itself included). */
const MAX_REWORDINGS = 8;

function wordsOf(text: string): string[] {
  return foldAccents(text).match(/[a-z0-9]+/g) ?? [];
}

interface Phrase {
  words: string[];
  others: string[][];
}

// Each phrase of the groups as words, with the others of its group, longest first.
function phrasesOf(groups: readonly (readonly string[])[]): Phrase[] {
  return groups
    .flatMap((group) =>
      group.map((phrase) => ({
        words: wordsOf(phrase),
        others: group.filter((other) => other !== phrase).map(wordsOf),
      })),
    )
    .sort((a, b) => b.words.length - a.words.length);
}

// The phrases of `groups` with one entry per phrase: a phrase in several groups has the others of
// all of them (a staff pair naming a built-in word adds to its group).
function mergedPhrases(groups: readonly (readonly string[])[]): Phrase[] {
  const byPhrase = new Map<string, Phrase>();
  for (const phrase of phrasesOf(groups)) {
    const key = phrase.words.join(" ");
    const known = byPhrase.get(key);
    if (!known) byPhrase.set(key, { words: phrase.words, others: [...phrase.others] });
    else {
      const have = new Set(known.others.map((other) => other.join(" ")));
      known.others.push(...phrase.others.filter((other) => !have.has(other.join(" "))));
    }
  }
  return [...byPhrase.values()].sort((a, b) => b.words.length - a.words.length);
}

const BUILT_IN_PHRASES = mergedPhrases(BUILT_IN_SYNONYMS);

/**
 * The texts a search for `text` runs: the term as typed first, then the term with each phrase of
 * a synonym group replaced by the others of its group (the longest phrase at each place wins;
 * phrases at different places combine), at most MAX_REWORDINGS in all. Model numbers and words no
 * group names are kept as typed. `staffGroups` are the synonyms staff added, beside the built-in
 * ones; a phrase both name has the others of both.
 */
export function searchRewordings(
  text: string,
  staffGroups: readonly (readonly string[])[] = [],
): string[] {
  const words = wordsOf(text);
  const phrases =
    staffGroups.length === 0
      ? BUILT_IN_PHRASES
      : mergedPhrases([...BUILT_IN_SYNONYMS, ...staffGroups]);
  // The choices at each place: [the words as typed, …their synonyms], with the place's length.
  let variants: string[][] = [[]];
  for (let at = 0; at < words.length;) {
    const phrase = phrases.find(({ words: phraseWords }) =>
      phraseWords.every((word, i) => words[at + i] === word),
    );
    const length = phrase?.words.length ?? 1;
    const choices = [words.slice(at, at + length), ...(phrase?.others ?? [])];
    variants = variants
      .flatMap((variant) => choices.map((choice) => [...variant, ...choice]))
      .slice(0, MAX_REWORDINGS);
    at += length;
  }
  const rewordings = variants.map((variant) => variant.join(" ")).slice(1);
  return [text, ...rewordings.filter((rewording) => rewording !== words.join(" "))];
}
