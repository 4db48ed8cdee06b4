// Writes one import row as a product, inside the savepoint its caller opened: found by slug, else
// by SKU, it is updated (a re-import creates no duplicates); otherwise created. A row equal to the
// stored product writes nothing. Each write leaves its audit entry; the import's one publish
// request is the caller's.
import type { ImportRow } from "../../lib/import-row.ts";
import { isReservedSlug } from "../../lib/reserved-slugs.ts";
import { recordAudit, type Snapshot, type Tx } from "../admin/audit.ts";
import type { StaffUser } from "../auth/staff-users.ts";
import { productWriteMessages } from "../catalogue/product-writes.ts";
import type { ImportTaxonomy } from "./import-taxonomy.ts";

/** A row the import refuses; the message goes to the error list. */
export class ImportRowError extends Error {
  override name = "ImportRowError";
}

/** What writing a row did. */
export type RowOutcome = "created" | "updated" | "unchanged";

/** The row's optional text columns and the product columns they fill. */
export const TEXT_COLUMNS = {
  shortDescription: "short_description",
  description: "description",
  specifications: "specifications",
  sku: "sku",
  metaKeywords: "meta_keywords",
  metaTitle: "meta_title",
  metaDescription: "meta_description",
} as const;

async function findProduct(tx: Tx, row: ImportRow): Promise<Snapshot | null> {
  const [bySlug] = await tx<{ row: Snapshot }[]>`
    select to_jsonb(p) - 'search_vector' - 'search_compact' as row
      from products p where p.slug = ${row.slug} for update`;
  if (bySlug || !row.sku) return bySlug?.row ?? null;
  const [bySku] = await tx<{ row: Snapshot }[]>`
    select to_jsonb(p) - 'search_vector' - 'search_compact' as row
      from products p where p.sku = ${row.sku} for update`;
  return bySku?.row ?? null;
}

/** The product columns the row sets; columns the file lacks are left out (kept on update). */
export function columnsOf(row: ImportRow, taxonomy: ImportTaxonomy, before: Snapshot | null) {
  const category = taxonomy.category(row.category);
  if (!category) throw new ImportRowError(`Category "${row.category}" not found`);
  let subcategoryId: number | null = null;
  if (row.subcategory) {
    const found = taxonomy.subcategory(category.id, row.subcategory);
    if (!found) {
      throw new ImportRowError(
        `Subcategory "${row.subcategory}" not found in category "${category.display_name}"`,
      );
    }
    subcategoryId = found.id;
  } else if (row.subcategory === undefined && before?.category_id === category.id) {
    subcategoryId = (before.subcategory_id as number | null) ?? null;
  }
  const slug = before && !row.slugGiven ? String(before.slug) : row.slug;
  if (isReservedSlug(slug)) throw new ImportRowError(productWriteMessages.slugReserved);
  const values: Record<string, unknown> = {
    name: row.name,
    slug,
    category_id: category.id,
    subcategory_id: subcategoryId,
    status: row.status,
    featured: row.featured,
  };
  for (const [field, column] of Object.entries(TEXT_COLUMNS)) {
    const value = row[field as keyof typeof TEXT_COLUMNS];
    if (value !== undefined) values[column] = value;
  }
  if (row.image !== undefined) values.image = row.image;
  if (row.pdf !== undefined) values.pdf = row.pdf;
  return values;
}

/** Whether writing `values` would change the stored product. */
export const differs = (before: Snapshot, values: Record<string, unknown>) =>
  Object.entries(values).some(
    ([key, value]) => JSON.stringify(before[key] ?? null) !== JSON.stringify(value ?? null),
  );

/** Creates or updates the row's product (and its audit entry); throws ImportRowError to refuse. */
export async function writeImportRow(
  tx: Tx,
  actor: StaffUser,
  row: ImportRow,
  taxonomy: ImportTaxonomy,
): Promise<RowOutcome> {
  const before = await findProduct(tx, row);
  const values = columnsOf(row, taxonomy, before);
  if (before && !differs(before, values)) return "unchanged";
  const [written] = before
    ? await tx<{ id: number; row: Snapshot }[]>`
        update products p set ${tx(values)}, version = p.version + 1, updated_by = ${actor.id}
         where p.id = ${before.id as number}
        returning p.id::int as id, to_jsonb(p) - 'search_vector' - 'search_compact' as row`
    : await tx<{ id: number; row: Snapshot }[]>`
        insert into products ${tx({ ...values, created_by: actor.id, updated_by: actor.id })}
        returning id::int as id,
                  to_jsonb(products) - 'search_vector' - 'search_compact' as row`;
  await recordAudit(tx, {
    actor,
    action: before ? "update" : "create",
    entityType: "product",
    entityId: written!.id,
    label: row.name,
    before,
    after: written!.row,
  });
  return before ? "updated" : "created";
}
