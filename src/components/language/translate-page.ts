// Switching the page to a language: fetches what that needs (page-translation.ts, with the store
// and the dictionaries) on first use. One loader for the boot script and the pickers.
import type { LanguageCode } from "../../lib/i18n/languages.ts";

/** Applies `code` to the page; `save` keeps it as the visitor's choice. */
export async function translatePage(code: LanguageCode, options: { save: boolean }): Promise<void> {
  const { applyLanguage } = await import("./page-translation.ts");
  await applyLanguage(code, options);
}
