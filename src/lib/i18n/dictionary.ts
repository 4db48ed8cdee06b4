// The label dictionary (document 2 §1: navigation, drivers page, hero, contact form, home page):
// the HTML is built in English; every other language is its own chunk, fetched by dynamic import
// only when chosen. In the browser this file itself comes with the first switch of language:
// islands render English from their own part of it (dictionaries/en-*.ts).
import en from "./dictionaries/en.ts";
import type { LanguageCode } from "./languages.ts";
import type { Dictionary, MessageKey } from "./message-keys.ts";

export { fillPlaceholders } from "./placeholders.ts";
export type { Dictionary, MessageKey } from "./message-keys.ts";

/**
 * Looks a key up in the language in force, filling {placeholders} from `values` when given; `K`
 * narrows the keys to an island's part of the dictionary.
 */
export type Translate<K extends MessageKey = MessageKey> = (
  key: K,
  values?: Record<string, string | number>,
) => string;

/** The English dictionary (the texts of the HTML as built). */
export const ENGLISH: Dictionary = en;

/** Keys whose text is the same in every language: product and system names. */
export const SAME_IN_EVERY_LANGUAGE: readonly MessageKey[] = [
  "drivers.os.windows",
  "drivers.os.macos",
  "drivers.os.linux",
  "drivers.os.android",
  "drivers.os.ios",
  "contact.option.rfid",
];

// One entry per language: Vite turns each import() into its own chunk.
const loaders: Record<Exclude<LanguageCode, "en">, () => Promise<{ default: Dictionary }>> = {
  hi: () => import("./dictionaries/hi.ts"),
  bn: () => import("./dictionaries/bn.ts"),
  te: () => import("./dictionaries/te.ts"),
  mr: () => import("./dictionaries/mr.ts"),
  ta: () => import("./dictionaries/ta.ts"),
  gu: () => import("./dictionaries/gu.ts"),
  kn: () => import("./dictionaries/kn.ts"),
  ml: () => import("./dictionaries/ml.ts"),
  pa: () => import("./dictionaries/pa.ts"),
  or: () => import("./dictionaries/or.ts"),
  as: () => import("./dictionaries/as.ts"),
  ur: () => import("./dictionaries/ur.ts"),
  ne: () => import("./dictionaries/ne.ts"),
  sa: () => import("./dictionaries/sa.ts"),
};

/** The dictionary of a language: English at once, any other fetched on first use. */
export async function loadDictionary(code: LanguageCode): Promise<Dictionary> {
  if (code === "en") return ENGLISH;
  return (await loaders[code]()).default;
}

/** Whether a string names a dictionary key (for keys read from HTML attributes). */
export function isMessageKey(value: string | undefined): value is MessageKey {
  return value !== undefined && Object.hasOwn(ENGLISH, value);
}
