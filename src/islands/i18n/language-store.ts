// Switching the page's language: fetches the dictionary, saves the choice to localStorage under
// `language`, sets <html> (lang, and dir="rtl" for Urdu) and announces it (language-events.ts),
// so every label changes without a reload. Loaded with the first switch, with the dictionaries.
import { loadDictionary, type Dictionary } from "../../lib/i18n/dictionary.ts";
import {
  LANGUAGE_STORAGE_KEY,
  languageDirection,
  type LanguageCode,
} from "../../lib/i18n/languages.ts";
import { announceLanguage } from "./language-events.ts";

let latestRequest = 0;

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
    // The unchanged state is announced too, so pickers fall back to what is shown.
    if (request === latestRequest) announceLanguage();
    return;
  }
  if (request !== latestRequest) return;
  if (options.save) saveLanguage(code);
  const root = document.documentElement;
  root.lang = code;
  root.dir = languageDirection(code);
  announceLanguage({ code, dictionary });
}
