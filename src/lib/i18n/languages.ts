// The 15 languages a visitor can pick (document 1 §1), how the choice is stored, and the quick
// English/Hindi toggle. Flags are emoji: the Indian flag for the languages of India, Nepal's for
// Nepali and the British one for English (see docs/decisions/0063-languages.md).

/** The language codes, in the spec's order. */
export const LANGUAGE_CODES = [
  "en",
  "hi",
  "bn",
  "te",
  "mr",
  "ta",
  "gu",
  "kn",
  "ml",
  "pa",
  "or",
  "as",
  "ur",
  "ne",
  "sa",
] as const;

/** One of the 15 language codes. */
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** A language as the picker shows it. */
export interface Language {
  code: LanguageCode;
  name: string;
  nativeName: string;
  flag: string;
}

const INDIA = "🇮🇳";

/** Every language with its English name, its own name and its flag, in the spec's order. */
export const LANGUAGES: readonly Language[] = [
  { code: "en", name: "English", nativeName: "English", flag: "🇬🇧" },
  { code: "hi", name: "Hindi", nativeName: "हिन्दी", flag: INDIA },
  { code: "bn", name: "Bengali", nativeName: "বাংলা", flag: INDIA },
  { code: "te", name: "Telugu", nativeName: "తెలుగు", flag: INDIA },
  { code: "mr", name: "Marathi", nativeName: "मराठी", flag: INDIA },
  { code: "ta", name: "Tamil", nativeName: "தமிழ்", flag: INDIA },
  { code: "gu", name: "Gujarati", nativeName: "ગુજરાતી", flag: INDIA },
  { code: "kn", name: "Kannada", nativeName: "ಕನ್ನಡ", flag: INDIA },
  { code: "ml", name: "Malayalam", nativeName: "മലയാളം", flag: INDIA },
  { code: "pa", name: "Punjabi", nativeName: "ਪੰਜਾਬੀ", flag: INDIA },
  { code: "or", name: "Odia", nativeName: "ଓଡ଼ିଆ", flag: INDIA },
  { code: "as", name: "Assamese", nativeName: "অসমীয়া", flag: INDIA },
  { code: "ur", name: "Urdu", nativeName: "اردو", flag: INDIA },
  { code: "ne", name: "Nepali", nativeName: "नेपाली", flag: "🇳🇵" },
  { code: "sa", name: "Sanskrit", nativeName: "संस्कृतम्", flag: INDIA },
];

/** The language of the HTML as built, and of a visitor who chose nothing. */
export const DEFAULT_LANGUAGE: LanguageCode = "en";

/** The local storage key of the visitor's choice (document 1 §9). */
export const LANGUAGE_STORAGE_KEY = "language";

/** Set on <html> while a stored language is being applied to the page (the page is hidden). */
export const LANGUAGE_PENDING_ATTRIBUTE = "data-language-pending";

/** Languages written right to left. */
export const RTL_LANGUAGES: readonly LanguageCode[] = ["ur"];

/** Whether a value is one of the 15 codes (exactly: "HI" or " hi" are not). */
export function isLanguageCode(value: unknown): value is LanguageCode {
  return (LANGUAGE_CODES as readonly unknown[]).includes(value);
}

/** The stored choice read back: a known code, otherwise (missing or garbage) English. */
export function parseStoredLanguage(value: unknown): LanguageCode {
  return isLanguageCode(value) ? value : DEFAULT_LANGUAGE;
}

/** The page direction for a language. */
export function languageDirection(code: LanguageCode): "ltr" | "rtl" {
  return RTL_LANGUAGES.includes(code) ? "rtl" : "ltr";
}

/** The language the quick toggle switches to: Hindi from English, English from any other. */
export function quickToggleTarget(current: LanguageCode): LanguageCode {
  return current === "en" ? "hi" : "en";
}

/** The language record of a code. */
export function languageOf(code: LanguageCode): Language {
  return LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0]!;
}

/** A picker option's text: flag, own name, and the English name when it differs. */
export function languageOptionLabel(language: Language): string {
  const english = language.nativeName === language.name ? "" : ` (${language.name})`;
  return `${language.flag} ${language.nativeName}${english}`;
}
