// GET /api/products/export (document 3 §7.3): every product, whatever its status, as CSV in the
// import's columns and order (the specification's, then the price list's), so the file re-imports
// cleanly: the same products, no duplicates, nothing changed (docs/decisions/0194-price-list-columns.md).
import { toCsv } from "../../lib/import/csv.ts";
import { IMPORT_COLUMNS, type ImportColumn } from "../../lib/import/import-columns.ts";
import { priceCell } from "../../lib/import/price-list-cells.ts";
import type { Sql } from "../db/client.ts";

type ExportRow = Record<ImportColumn, string | boolean | null>;

/** Every product as export rows, oldest first (the order they were added). */
export async function listExportRows(sql: Sql): Promise<ExportRow[]> {
  const rows = await sql<(ExportRow & { features: string[] })[]>`
    select p.name, p.slug, c.name as category, s.name as subcategory,
           p.short_description as "shortDescription", p.description, p.specifications, p.sku,
           p.meta_keywords as "metaKeywords", p.meta_title as "metaTitle",
           p.meta_description as "metaDescription", p.status, p.featured, p.image, p.pdf,
           p.price::text as price, b.name as brand, p.model, p.features
      from products p
      join categories c on c.id = p.category_id
      left join subcategories s on s.id = p.subcategory_id
      left join brands b on b.id = p.brand_id
     order by p.created_at, p.id`;
  return rows.map(({ features, ...row }) => ({
    ...row,
    price: priceCell(row.price as string | null),
    keyFeatures: features.join("\n"),
  }));
}

/** The export's CSV text: the header row, then one row per product. */
export function exportCsv(rows: readonly ExportRow[]): string {
  return toCsv([
    [...IMPORT_COLUMNS],
    ...rows.map((row) => IMPORT_COLUMNS.map((column) => String(row[column] ?? ""))),
  ]);
}
