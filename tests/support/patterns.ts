// Patterns the tests build from data (names, titles): its text matched literally.

/** `text` with every character a regular expression treats specially escaped. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
