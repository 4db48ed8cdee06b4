// The hook React islands translate with: it renders the island's own English texts on the server
// and during hydration (matching the HTML), then the visitor's language, and re-renders on every
// switch. An island passes its part of the English dictionary (dictionaries/en-*.ts), so a page
// in English ships no more of it.
import { useCallback, useSyncExternalStore } from "react";
import type { MessageKey, Translate } from "../../lib/i18n/dictionary.ts";
import type { LanguageCode } from "../../lib/i18n/languages.ts";
import { fillPlaceholders } from "../../lib/i18n/placeholders.ts";
import {
  ENGLISH_STATE,
  currentLanguage,
  onLanguageChange,
  type LanguageState,
} from "./language-events.ts";

const serverState = (): LanguageState => ENGLISH_STATE;

/** The language in force and `t`, the lookup of the island's keys in its dictionary. */
export function useTranslation<K extends MessageKey>(
  english: Readonly<Record<K, string>>,
): { language: LanguageCode; t: Translate<K> } {
  const { code, dictionary } = useSyncExternalStore(onLanguageChange, currentLanguage, serverState);
  const texts: Readonly<Record<K, string>> = dictionary ?? english;
  const t = useCallback<Translate<K>>(
    (key, values) => (values ? fillPlaceholders(texts[key], values) : texts[key]),
    [texts],
  );
  return { language: code, t };
}
