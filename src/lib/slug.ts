// The one slug rule of the site (document 3 §5): lower case; characters other than letters,
// digits, spaces and hyphens removed; spaces to hyphens; repeated hyphens collapsed; hyphens
// trimmed at both ends. Accents are folded first so "Résumé" gives "resume". Cities of one
// name are told apart by src/lib/locations/city-slug.ts.

/** The URL slug of a name, title or city. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}
