// GET /api/products/export (document 3 §7.3): every product, whatever its status, as CSV in the
// import's columns and order, so the file re-imports cleanly (the same products, no duplicates).
import { toCsv } from "../../lib/import/csv.ts";
import { IMPORT_COLUMNS, type ImportColumn } from "../../lib/import/import-columns.ts";
import type { Sql } from "../db/client.ts";

type ExportRow = Record<ImportColumn, string | boolean | null>;

/** Every product as export rows, oldest first (the order they were added). */
export async function listExportRows(sql: Sql): Promise<ExportRow[]> {
  return sql<ExportRow[]>`
    select p.name, p.slug, c.name as category, s.name as subcategory,
           p.short_description as "shortDescription", p.description, p.specifications, p.sku,
           p.meta_keywords as "metaKeywords", p.meta_title as "metaTitle",
           p.meta_description as "metaDescription", p.status, p.featured, p.image, p.pdf
      from products p
      join categories c on c.id = p.category_id
      left join subcategories s on s.id = p.subcategory_id
     order by p.created_at, p.id`;
}

/** The export's CSV text: the header row, then one row per product. */
export function exportCsv(rows: readonly ExportRow[]): string {
  return toCsv([
    [...IMPORT_COLUMNS],
    ...rows.map((row) => IMPORT_COLUMNS.map((column) => String(row[column] ?? ""))),
  ]);
}
