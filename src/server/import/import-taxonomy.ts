// Categories, subcategories and brands by the names an import file gives them (document 3 §5: text
// names only): a cell matches a record's key ("desktop-printers", "Zebra") or its display name
// ("Desktop Printers"), in any case. Read once per import; by id too, for the dry run's report.
import { slugify } from "../../lib/slug.ts";
import type { Sql } from "../db/client.ts";

interface NamedRecord {
  id: number;
  name: string;
  display_name: string;
}

/** A subcategory with the category it belongs to. */
interface NamedSubcategory extends NamedRecord {
  category_id: number;
}

/** Looks up categories, subcategories and brands by the text of a cell, or by id. */
export interface ImportTaxonomy {
  category(text: string): NamedRecord | null;
  /** The subcategory of that name within the category, or null. */
  subcategory(categoryId: number, text: string): NamedSubcategory | null;
  brand(text: string): NamedRecord | null;
  /** A record by its id, or null. */
  byId(kind: "category" | "subcategory" | "brand", id: number): NamedRecord | null;
}

// A brand's key is its name as typed ("Zebra"), a category's a slug: either matches its own form.
const matches = (record: NamedRecord, text: string) =>
  record.display_name.toLowerCase() === text.toLowerCase() ||
  record.name.toLowerCase() === text.toLowerCase() ||
  record.name === slugify(text);

/** Reads every category, subcategory and brand for the import's lookups. */
export async function loadImportTaxonomy(sql: Sql): Promise<ImportTaxonomy> {
  const [categories, subcategories, brands] = await Promise.all([
    sql<NamedRecord[]>`select id::int as id, name, display_name from categories order by id`,
    sql<NamedSubcategory[]>`
      select id::int as id, name, display_name, category_id::int as category_id
        from subcategories order by id`,
    sql<NamedRecord[]>`select id::int as id, name, display_name from brands order by id`,
  ]);
  const lists = { category: categories, subcategory: subcategories, brand: brands };
  return {
    category: (text) => categories.find((record) => matches(record, text)) ?? null,
    subcategory: (categoryId, text) =>
      subcategories.find((record) => record.category_id === categoryId && matches(record, text)) ??
      null,
    brand: (text) => brands.find((record) => matches(record, text)) ?? null,
    byId: (kind, id) => lists[kind].find((record) => record.id === id) ?? null,
  };
}
