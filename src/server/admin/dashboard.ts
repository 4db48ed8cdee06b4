// The admin dashboard (document 3 §2.4, §9): four summary cards counted from the database by the
// spec's rule, and the five newest products and categories.
import type { Sql } from "../db/client.ts";

/** One summary card: document 3 §9 counts products whose category or name contains `word`. */
const DASHBOARD_CARDS = [
  { key: "printers", label: "Printers", word: "printer" },
  { key: "scanners", label: "Scanners", word: "scanner" },
  { key: "mobile-computers", label: "Mobile Computers", word: "mobile" },
  { key: "labels-ribbons", label: "Labels & Ribbons", word: "label" },
] as const;

/** How many recent products and categories the dashboard lists. */
const DASHBOARD_RECENT = 5;

/** The dashboard's answer. */
export interface Dashboard {
  cards: { key: string; label: string; count: number }[];
  recentProducts: {
    id: number;
    name: string;
    short_description: string | null;
    status: string;
    image: string | null;
  }[];
  recentCategories: {
    id: number;
    name: string;
    display_name: string;
    description: string | null;
    status: "active";
  }[];
}

// Counts active products (what the site shows): a product's name, category key or category
// display name containing the card's word, in any case. A product may count on two cards.
async function countCards(sql: Sql): Promise<Dashboard["cards"]> {
  const counts = DASHBOARD_CARDS.map(
    ({ key, word }) => sql`count(*) filter (where strpos(x.text, ${word}) > 0)::int as ${sql(key)}`,
  );
  const [row] = await sql<Record<string, number>[]>`
    select ${counts.reduce((all, count) => sql`${all}, ${count}`)}
      from (select lower(p.name || ' ' || c.name || ' ' || c.display_name) as text
              from products p join categories c on c.id = p.category_id
             where p.status = 'active') x`;
  return DASHBOARD_CARDS.map(({ key, label }) => ({ key, label, count: row![key] ?? 0 }));
}

/** The dashboard, read from the database. */
export async function readDashboard(sql: Sql): Promise<Dashboard> {
  const [cards, recentProducts, categories] = await Promise.all([
    countCards(sql),
    sql<Dashboard["recentProducts"]>`
      select id::int as id, name, short_description, status, image
        from products order by created_at desc, id desc limit ${DASHBOARD_RECENT}`,
    sql<Omit<Dashboard["recentCategories"][number], "status">[]>`
      select id::int as id, name, display_name, description
        from categories order by created_at desc, id desc limit ${DASHBOARD_RECENT}`,
  ]);
  // Categories have no status of their own: every category is shown on the site.
  const recentCategories = categories.map((category) => ({
    ...category,
    status: "active" as const,
  }));
  return { cards, recentProducts, recentCategories };
}
