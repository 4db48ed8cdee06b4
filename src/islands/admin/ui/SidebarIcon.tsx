// Small line icons for the sidebar entries (24 × 24 paths, drawn with currentColor).
import type { AdminTab } from "../admin-routes.ts";

const PATHS: Record<AdminTab | "site", string> = {
  dashboard: "M3 3h8v10H3zM13 3h8v6h-8zM13 11h8v10h-8zM3 15h8v6H3z",
  enquiries: "M3 13l3-8h12l3 8v6H3zM3 13h5l1 3h6l1-3h5",
  products: "M21 8l-9-5-9 5 9 5 9-5zM3 8v8l9 5 9-5V8M12 13v8",
  categories: "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z",
  subcategories: "M4 5h16M8 12h12M8 19h12M4 12h.01M4 19h.01",
  brands: "M20.6 13.4L13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8zM7.5 7.5h.01",
  drivers: "M12 3v12M7 10l5 5 5-5M4 21h16",
  blogs: "M4 4h16v16H4zM8 8h8M8 12h8M8 16h5",
  jobs: "M3 7h18v13H3zM8 7V4h8v3M3 12h18",
  import: "M12 21V9M7 14l5-5 5 5M4 3h16",
  site: "M10 19l-7-7 7-7M3 12h18",
};

/** The icon of a sidebar entry; decorative, the label says what it is. */
export default function SidebarIcon({ tab }: { tab: AdminTab | "site" }) {
  return (
    <svg
      className="admin-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[tab]} />
    </svg>
  );
}
