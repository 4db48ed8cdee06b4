// The shapes the header's mega-menu and the footer's category list are built from.

/** A subcategory in the mega-menu. */
export interface MenuSubcategory {
  id: number;
  name: string;
  display_name: string;
  description: string | null;
}

/** A category in the mega-menu with its subcategories in display order. */
export interface MenuCategory {
  name: string;
  display_name: string;
  description: string | null;
  icon: string | null;
  subcategories: MenuSubcategory[];
}

/** A link in the footer's Products list. */
export interface FooterCategory {
  name: string;
  display_name: string;
}

/** How many categories the footer lists (document 1 §9). */
const FOOTER_CATEGORY_LIMIT = 5;

/** The footer's list when the categories cannot be read (document 1 §8). */
export const FOOTER_FALLBACK_CATEGORIES: readonly FooterCategory[] = [
  { name: "printers", display_name: "Barcode Printers" },
  { name: "scanners", display_name: "Barcode Scanners" },
  { name: "rfid", display_name: "RFID Solutions" },
  { name: "supplies", display_name: "Supplies (Labels & Ribbons)" },
  { name: "mobile-computers", display_name: "Mobile Computers" },
];

/** Joins categories (in display order) with their subcategories (in display order). */
export function groupCategoryMenu(
  categories: readonly (Omit<MenuCategory, "subcategories"> & { id: number })[],
  subcategories: readonly (MenuSubcategory & { category_id: number })[],
): MenuCategory[] {
  const byCategory = new Map<number, MenuSubcategory[]>();
  for (const { category_id, id, name, display_name, description } of subcategories) {
    const list = byCategory.get(category_id) ?? [];
    list.push({ id, name, display_name, description });
    byCategory.set(category_id, list);
  }
  return categories.map(({ id, name, display_name, description, icon }) => ({
    name,
    display_name,
    description,
    icon,
    subcategories: byCategory.get(id) ?? [],
  }));
}

/**
 * What the menus show: the categories and subcategories named in `shown` (those with an active
 * product that staff have not hidden), in their order. The others keep their pages, with their
 * empty state, but a visitor is not sent to them.
 */
export function navigableCategoryMenu<C extends { id: number }, S extends { id: number }>(
  categories: readonly C[],
  subcategories: readonly S[],
  shown: { categoryIds: ReadonlySet<number>; subcategoryIds: ReadonlySet<number> },
): { categories: C[]; subcategories: S[] } {
  return {
    categories: categories.filter((category) => shown.categoryIds.has(category.id)),
    subcategories: subcategories.filter((subcategory) => shown.subcategoryIds.has(subcategory.id)),
  };
}

/** The footer's first five categories, or the fixed list when there are none. */
export function footerCategories(categories: readonly FooterCategory[]): FooterCategory[] {
  const source = categories.length > 0 ? categories : FOOTER_FALLBACK_CATEGORIES;
  return source
    .slice(0, FOOTER_CATEGORY_LIMIT)
    .map(({ name, display_name }) => ({ name, display_name }));
}
