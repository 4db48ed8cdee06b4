// City slugs, the key of /location/{citySlug} (document 2 §5: lower case, non-alphanumerics
// removed, spaces to hyphens, repeated hyphens collapsed, hyphens trimmed; src/lib/slug.ts).
// Two cities may share a name (Aurangabad in Maharashtra and in Bihar), so the rule, applied to
// the whole list at once so that no slug depends on the order of the data, is:
//   1. a name no other city shares keeps its own slug: "pune";
//   2. every city of a shared name gets "name-state": "aurangabad-maharashtra", "aurangabad-bihar";
//   3. should that still be shared (one name twice in one state), or a name slug to nothing
//      (a name in another script), the city's id is appended: "rampur-uttar-pradesh-1234", "city-77".
import { slugify } from "../slug.ts";

/** A city as the slug rule needs it: its id, its name and its state's name. */
export interface SluggableCity {
  id: number;
  name: string;
  state: string;
}

function countsOf(keys: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** The slug of every city, by id, following the rule above; every slug is distinct. */
export function citySlugs(cities: readonly SluggableCity[]): Map<number, string> {
  const nameCounts = countsOf(cities.map((city) => slugify(city.name)));
  const firstTry = cities.map((city) => {
    const base = slugify(city.name);
    if (base === "") return "";
    return (nameCounts.get(base) ?? 0) > 1 ? slugify(`${city.name} ${city.state}`) : base;
  });
  const tryCounts = countsOf(firstTry);
  const slugs = new Map<number, string>();
  cities.forEach((city, index) => {
    const slug = firstTry[index]!;
    if (slug === "") slugs.set(city.id, `city-${city.id}`);
    else slugs.set(city.id, (tryCounts.get(slug) ?? 0) > 1 ? `${slug}-${city.id}` : slug);
  });
  return slugs;
}
