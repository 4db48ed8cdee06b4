// Writes the language in force into the server-rendered page: an element marked data-i18n="key"
// gets that key's text, data-i18n-placeholder / -aria-label / -title set those attributes. Loaded
// by page-language.ts and language-switcher.ts only once a language other than the page's is
// wanted, with the dictionaries it needs.
import { isMessageKey, type Dictionary } from "../../lib/i18n/dictionary.ts";
import { onLanguageChange } from "../../islands/i18n/language-events.ts";

export { applyLanguage } from "../../islands/i18n/language-store.ts";

const ATTRIBUTES: Record<string, string> = {
  "data-i18n-placeholder": "placeholder",
  "data-i18n-aria-label": "aria-label",
  "data-i18n-title": "title",
};

// An element holding only text gets the text whole; one that also holds an icon keeps it and has
// its own text (with the spacing around it) replaced, so markup needs no extra wrapper.
function setText(element: Element, text: string): void {
  if (element.childElementCount === 0) {
    element.textContent = text;
    return;
  }
  const texts = [...element.childNodes].filter(
    (node): node is Text => node instanceof Text && node.data.trim() !== "",
  );
  const [first, ...rest] = texts;
  if (!first) {
    element.append(text);
    return;
  }
  const lead = /^\s*/.exec(first.data)?.[0] ?? "";
  const trail = /\s*$/.exec(first.data)?.[0] ?? "";
  first.data = `${lead}${text}${trail}`;
  for (const node of rest) node.remove();
}

/** Writes a dictionary's texts into every marked element under `root`. */
export function applyDictionary(root: ParentNode, dictionary: Dictionary): void {
  for (const element of root.querySelectorAll("[data-i18n]")) {
    const key = element.getAttribute("data-i18n") ?? undefined;
    if (isMessageKey(key)) setText(element, dictionary[key]);
  }
  for (const [marker, attribute] of Object.entries(ATTRIBUTES)) {
    for (const element of root.querySelectorAll(`[${marker}]`)) {
      const key = element.getAttribute(marker) ?? undefined;
      if (isMessageKey(key)) element.setAttribute(attribute, dictionary[key]);
    }
  }
}

onLanguageChange(({ dictionary }) => {
  if (dictionary) applyDictionary(document, dictionary);
});
