// The header's navigation entries, shared by the desktop bar and the mobile menu; each names its
// dictionary key so the label follows the visitor's language.
import type { MessageKey } from "../../lib/i18n/dictionary.ts";

/** A navigation link. */
export interface NavLink {
  href: string;
  label: string;
  key: MessageKey;
}

/** The Service & Support dropdown (document 1 §2 Header). */
export const SERVICE_LINKS: readonly NavLink[] = [
  { href: "/service-support", label: "Service & Support", key: "nav.serviceSupport" },
  { href: "/drivers", label: "Drivers", key: "nav.drivers" },
];

/** The links after the two dropdowns, in header order. */
export const TRAILING_LINKS: readonly NavLink[] = [
  { href: "/about", label: "About", key: "nav.about" },
  { href: "/contact", label: "Contact", key: "nav.contact" },
  { href: "/blogs", label: "Blogs", key: "nav.blogs" },
];

/** Whether a link is the current page or a section the current page sits in (Products covers /products/…). */
export function isCurrent(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return href === "/" ? path === "/" : path === href || path.startsWith(`${href}/`);
}
