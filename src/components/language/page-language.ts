// Puts the visitor's stored language on the server-rendered page: on load a stored non-English
// choice is applied (translate-page.ts fetches what that needs) while LanguageBoot keeps the page
// hidden, then revealed. A page in English loads nothing more.
import { DEFAULT_LANGUAGE, LANGUAGE_PENDING_ATTRIBUTE } from "../../lib/i18n/languages.ts";
import { storedLanguage } from "../../islands/i18n/language-events.ts";
import { translatePage } from "./translate-page.ts";

const reveal = () => document.documentElement.removeAttribute(LANGUAGE_PENDING_ATTRIBUTE);
const stored = storedLanguage();
if (stored === DEFAULT_LANGUAGE) reveal();
else
  void translatePage(stored, { save: false })
    .catch((error: unknown) => console.error("Could not apply the stored language", error))
    .finally(reveal);
