// The hook React islands translate with: it renders English on the server and during hydration
// (matching the HTML), then the visitor's language, and re-renders on every switch.
import { useCallback, useSyncExternalStore } from "react";
import { fillPlaceholders, type Translate } from "../../lib/i18n/dictionary.ts";
import type { LanguageCode } from "../../lib/i18n/languages.ts";
import {
  ENGLISH_STATE,
  currentLanguage,
  onLanguageChange,
  type LanguageState,
} from "./language-store.ts";

const serverState = (): LanguageState => ENGLISH_STATE;

/** The language in force and `t`, the lookup in its dictionary. */
export function useTranslation(): { language: LanguageCode; t: Translate } {
  const { code, dictionary } = useSyncExternalStore(onLanguageChange, currentLanguage, serverState);
  const t = useCallback<Translate>(
    (key, values) => (values ? fillPlaceholders(dictionary[key], values) : dictionary[key]),
    [dictionary],
  );
  return { language: code, t };
}
