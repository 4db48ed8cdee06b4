// The one slug rule of the site (document 3 §5): lower case; characters other than letters,
// digits, spaces and hyphens removed; spaces to hyphens; repeated hyphens collapsed; hyphens
// trimmed at both ends. Accents are folded first so "Résumé" gives "resume".

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

/**
 * City slugs: the slug of the name, and for a name that more than one state holds, the slug of
 * "name state" for every city of that name, so each gets its own page.
 */
export function citySlugs(
  cities: readonly { id: number; name: string; state: string }[],
): Map<number, string> {
  const counts = new Map<string, number>();
  for (const city of cities)
    counts.set(slugify(city.name), (counts.get(slugify(city.name)) ?? 0) + 1);
  const slugs = new Map<number, string>();
  for (const city of cities) {
    const base = slugify(city.name);
    slugs.set(city.id, (counts.get(base) ?? 0) > 1 ? slugify(`${city.name} ${city.state}`) : base);
  }
  return slugs;
}
