// Build-time page data: read once per build and shared by every page (a per-page query made a
// 20,000-product build quadratic, DESIGN.md).
import { listCategories, type CategorySummary } from "./catalogue/categories.ts";
import { db } from "./db/client.ts";

let categories: Promise<CategorySummary[]> | undefined;

/** The categories, read on first use in this build. */
export function buildCategories(): Promise<CategorySummary[]> {
  categories ??= listCategories(db());
  return categories;
}
