// The admin's form for a synonym of the search: the words visitors type, and the words the
// catalogue uses for the same thing. Shared by the screen and the function that checks it.
import { z } from "zod";
import { foldAccents } from "./search-terms.ts";

/** The form's messages (tests compare against them). */
export const searchSynonymMessages = {
  term: "Enter the words visitors search for, 2 to 60 letters or digits",
  means: "Enter the words the catalogue uses, 2 to 60 letters or digits",
  same: "The two must be different words",
  duplicate: "Search already treats these words as the same",
} as const;

/** `text` as the search compares it: lower case, no accents, its words joined by single spaces. */
export function searchWordsOf(text: string): string {
  return (foldAccents(text).match(/[a-z0-9]+/g) ?? []).join(" ");
}

const words = (message: string) =>
  z
    .string({ error: message })
    .transform(searchWordsOf)
    .pipe(z.string().min(2, message).max(60, message));

/** POST /api/admin/search-synonyms. */
export const searchSynonymForm = z
  .object({ term: words(searchSynonymMessages.term), means: words(searchSynonymMessages.means) })
  .refine((form) => form.term !== form.means, {
    message: searchSynonymMessages.same,
    path: ["means"],
  });

/** A checked synonym form. */
export type SearchSynonymForm = z.infer<typeof searchSynonymForm>;

/** One synonym as staff list it. */
export interface SearchSynonym {
  id: number;
  term: string;
  means: string;
}
