// The language in force on the page, the stored choice, and the event that announces a switch:
// what pages and islands need before anyone switches. Switching (fetching dictionaries) is in
// language-store.ts, loaded with the first switch (docs/decisions/0071-code-loading.md).
import type { Dictionary } from "../../lib/i18n/dictionary.ts";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  parseStoredLanguage,
  type LanguageCode,
} from "../../lib/i18n/languages.ts";

/** The document event sent after the page's language changed; its detail is the new state. */
export const LANGUAGE_EVENT = "site:languagechange";

/** The language in force and its dictionary; null while the page is as built (English). */
export interface LanguageState {
  code: LanguageCode;
  dictionary: Dictionary | null;
}

/** The state of a page as built: English, no dictionary loaded. */
export const ENGLISH_STATE: LanguageState = { code: DEFAULT_LANGUAGE, dictionary: null };

let state: LanguageState = ENGLISH_STATE;

/** The language in force on this page now. */
export function currentLanguage(): LanguageState {
  return state;
}

/** Makes `next` the language in force (when given) and tells every listener. */
export function announceLanguage(next: LanguageState = state): void {
  state = next;
  document.dispatchEvent(new CustomEvent<LanguageState>(LANGUAGE_EVENT, { detail: state }));
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
