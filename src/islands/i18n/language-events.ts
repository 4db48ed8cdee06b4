// What every page needs of the language before anyone switches: the stored choice and the event
// that announces a switch. Apart from language-store.ts so that a page in English does not load
// the English dictionary (docs/decisions.md, "Page weight").
import type { Dictionary } from "../../lib/i18n/dictionary.ts";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  parseStoredLanguage,
  type LanguageCode,
} from "../../lib/i18n/languages.ts";

/** The document event sent after the page's language changed; its detail is the new state. */
export const LANGUAGE_EVENT = "site:languagechange";

/** The language in force and its dictionary. */
export interface LanguageState {
  code: LanguageCode;
  dictionary: Dictionary;
}

/** The saved choice; English when nothing (or garbage) is stored or storage is blocked. */
export function storedLanguage(): LanguageCode {
  try {
    return parseStoredLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Calls the listener after every change of language; returns the function that stops it. */
export function onLanguageChange(listener: (next: LanguageState) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<LanguageState>).detail);
  document.addEventListener(LANGUAGE_EVENT, handle);
  return () => document.removeEventListener(LANGUAGE_EVENT, handle);
}
