// Behaviour of every LanguageSwitcher on the page: choosing in a picker or pressing the quick
// toggle switches the page's language (and saves it); every copy then shows the language in force.
// The dictionaries and the code that writes them into the page come with the first switch.
import { parseStoredLanguage, quickToggleTarget } from "../../lib/i18n/languages.ts";
import { onLanguageChange, storedLanguage } from "../../islands/i18n/language-events.ts";
import type { LanguageCode } from "../../lib/i18n/languages.ts";
import { translatePage } from "./translate-page.ts";

const switchers = document.querySelectorAll<HTMLElement>("[data-language-switcher]");

function show(code: LanguageCode): void {
  const target = quickToggleTarget(code);
  for (const switcher of switchers) {
    const select = switcher.querySelector<HTMLSelectElement>("[data-language-select]");
    const toggle = switcher.querySelector<HTMLButtonElement>("[data-language-toggle]");
    if (select) select.value = code;
    if (toggle) {
      toggle.textContent = toggle.getAttribute(`data-label-${target}`) ?? target;
      toggle.lang = target;
      toggle.dataset.target = target;
    }
  }
}

function switchTo(code: LanguageCode): void {
  void translatePage(code, { save: true }).catch((error: unknown) =>
    console.error(`Could not switch to ${code}`, error),
  );
}

for (const switcher of switchers) {
  const select = switcher.querySelector<HTMLSelectElement>("[data-language-select]");
  const toggle = switcher.querySelector<HTMLButtonElement>("[data-language-toggle]");
  select?.addEventListener("change", () => {
    switchTo(parseStoredLanguage(select.value));
  });
  // The toggle goes where its label says, even while a stored language is still loading.
  toggle?.addEventListener("click", () => {
    const target = toggle.dataset.target ?? quickToggleTarget(storedLanguage());
    switchTo(parseStoredLanguage(target));
  });
}

onLanguageChange(({ code }) => show(code));
// The stored choice may still be loading: show it now so the pickers never flash English.
show(storedLanguage());
