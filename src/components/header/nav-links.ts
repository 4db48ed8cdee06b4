// The header's navigation entries, shared by the desktop bar and the mobile menu.

/** A navigation link. */
export interface NavLink {
  href: string;
  label: string;
}

/** The Service & Support dropdown (document 1 §2 Header). */
export const SERVICE_LINKS: readonly NavLink[] = [
  { href: "/service-support", label: "Service & Support" },
  { href: "/drivers", label: "Drivers" },
];

/** The links after the two dropdowns, in header order. */
export const TRAILING_LINKS: readonly NavLink[] = [
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
  { href: "/blogs", label: "Blogs" },
];

/** Whether a link is the current page or a section the current page sits in (Products covers /products/…). */
export function isCurrent(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return href === "/" ? path === "/" : path === href || path.startsWith(`${href}/`);
}
