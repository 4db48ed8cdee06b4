// The visitor's language in the browser: read from and saved to localStorage under `language`,
// set on <html> (lang, and dir="rtl" for Urdu), and announced to the page's scripts and islands by
// one document event, so every label changes without a reload. It holds the English dictionary:
// pages load it with an island that translates, or when the visitor switches language.
import { ENGLISH, loadDictionary, type Dictionary } from "../../lib/i18n/dictionary.ts";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  languageDirection,
  type LanguageCode,
} from "../../lib/i18n/languages.ts";
import { LANGUAGE_EVENT, type LanguageState } from "./language-events.ts";

export { LANGUAGE_EVENT, onLanguageChange, storedLanguage } from "./language-events.ts";
export type { LanguageState } from "./language-events.ts";

/** The state of a page as built: English. */
export const ENGLISH_STATE: LanguageState = { code: DEFAULT_LANGUAGE, dictionary: ENGLISH };

let state: LanguageState = ENGLISH_STATE;
let latestRequest = 0;

/** The language in force on this page now. */
export function currentLanguage(): LanguageState {
  return state;
}

function saveLanguage(code: LanguageCode): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Storage blocked (private mode, quota): the choice holds for this page only.
  }
}

/**
 * Switches the page to a language: fetches its dictionary, then (unless a later choice overtook
 * this one) saves the choice when asked, sets <html lang dir> and sends LANGUAGE_EVENT.
 */
export async function applyLanguage(code: LanguageCode, options: { save: boolean }): Promise<void> {
  const request = ++latestRequest;
  let dictionary: Dictionary;
  try {
    dictionary = await loadDictionary(code);
  } catch (error) {
    console.error(`Could not load the ${code} labels`, error);
    if (request === latestRequest) announce();
    return;
  }
  if (request !== latestRequest) return;
  if (options.save) saveLanguage(code);
  state = { code, dictionary };
  const root = document.documentElement;
  root.lang = code;
  root.dir = languageDirection(code);
  announce();
}

// A failed load announces the unchanged state too, so pickers fall back to what is shown.
function announce(): void {
  document.dispatchEvent(new CustomEvent<LanguageState>(LANGUAGE_EVENT, { detail: state }));
}
