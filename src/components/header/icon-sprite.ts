// The line icons as one SVG sprite, /icons.svg (src/pages/icons.svg.ts): each page names its icons
// with <use> instead of drawing them inline. Inline, the icons of the header, menus and footer
// were a large share of every page's HTML, written twice per page by a full build; the sprite is
// fetched once and kept (netlify.toml). docs/decisions/0022-site-frame-and-home.md; figures in
// docs/benchmarks.md, Full build.
import { createHash } from "node:crypto";
import { FALLBACK_ICON, ICON_PATHS } from "./icon-paths.ts";

// What every icon shares: stroke-drawn on a 24×24 grid, in the text's colour.
const SYMBOL_ATTRIBUTES =
  'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/** The sprite: one <symbol> per icon, its id the icon's name. */
export const ICON_SPRITE = [
  '<svg xmlns="http://www.w3.org/2000/svg">',
  ...Object.entries(ICON_PATHS).map(
    ([name, paths]) => `<symbol id="${name}" ${SYMBOL_ATTRIBUTES}>${paths}</symbol>`,
  ),
  "</svg>",
].join("");

// The sprite's address changes with its content, so browsers may keep it for a year.
const version = createHash("sha256").update(ICON_SPRITE).digest("base64url").slice(0, 10);
export const ICON_SPRITE_PATH = "/icons.svg";

/** The reference to icon `name` in the sprite (an unknown name gets the fallback icon). */
export function iconHref(name: string): string {
  const known = Object.hasOwn(ICON_PATHS, name) ? name : FALLBACK_ICON;
  return `${ICON_SPRITE_PATH}?v=${version}#${known}`;
}
