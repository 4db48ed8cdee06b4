// Categories and subcategories by the names an import file gives them (document 3 §5: text names
// only): a cell matches a record's key ("desktop-printers") or its display name ("Desktop
// Printers"), in any case. Read once per import.
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

/** Looks up categories and subcategories by the text of a cell. */
export interface ImportTaxonomy {
  category(text: string): NamedRecord | null;
  /** The subcategory of that name within the category, or null. */
  subcategory(categoryId: number, text: string): NamedSubcategory | null;
}

const matches = (record: NamedRecord, text: string) =>
  record.display_name.toLowerCase() === text.toLowerCase() || record.name === slugify(text);

/** Reads every category and subcategory for the import's lookups. */
export async function loadImportTaxonomy(sql: Sql): Promise<ImportTaxonomy> {
  const [categories, subcategories] = await Promise.all([
    sql<NamedRecord[]>`select id::int as id, name, display_name from categories order by id`,
    sql<NamedSubcategory[]>`
      select id::int as id, name, display_name, category_id::int as category_id
        from subcategories order by id`,
  ]);
  return {
    category: (text) => categories.find((record) => matches(record, text)) ?? null,
    subcategory: (categoryId, text) =>
      subcategories.find((record) => record.category_id === categoryId && matches(record, text)) ??
      null,
  };
}
