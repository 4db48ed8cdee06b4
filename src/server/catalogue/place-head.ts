// The head of a product page for a service city (/{slug}/in-{city}-{country}, document 2 §2.1),
// made from the prebuilt product page: only the title, description, keywords and the page's own
// address change, so the city pages need not be built (50 per product would not scale). The place
// is also named in a geo.placename tag, which the page's WhatsApp button reads, and the WhatsApp
// messages name the city page instead of the product page (the issue "Leads").
import { PLACENAME_META } from "../../lib/catalogue/product-meta.ts";

/** The head texts that differ on a product's city page. */
export interface PlaceHead {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  /** The city, for the geo.placename tag. */
  placename: string;
}

const escapeText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const escapeAttribute = (text: string) => escapeText(text).replaceAll('"', "&quot;");

// Each head tag, as BaseLayout.astro writes it, and the value it takes from PlaceHead.
const TAGS: readonly [pattern: RegExp, value: (head: PlaceHead) => string][] = [
  [/<title>[^<]*<\/title>/, (head) => `<title>${escapeText(head.title)}</title>`],
  metaTag("name", "description", (head) => head.description),
  metaTag("name", "keywords", (head) => head.keywords),
  metaTag("property", "og:title", (head) => head.title),
  metaTag("property", "og:description", (head) => head.description),
  metaTag("property", "og:url", (head) => head.canonical),
  metaTag("name", "twitter:title", (head) => head.title),
  metaTag("name", "twitter:description", (head) => head.description),
  [
    /<link rel="canonical" href="[^"]*"\s*\/?>/,
    (head) => `<link rel="canonical" href="${escapeAttribute(head.canonical)}">`,
  ],
];

function metaTag(
  attribute: "name" | "property",
  key: string,
  value: (head: PlaceHead) => string,
): [RegExp, (head: PlaceHead) => string] {
  return [
    new RegExp(`<meta ${attribute}="${key}" content="[^"]*"\\s*/?>`),
    (head) => `<meta ${attribute}="${key}" content="${escapeAttribute(value(head))}">`,
  ];
}

/**
 * The product page `html` with the city's head texts, or null when its head lacks one of the
 * tags (the page was not made by BaseLayout.astro): better the plain page than a half-changed one.
 */
export function withPlaceHead(html: string, head: PlaceHead): string | null {
  const end = html.indexOf("</head>");
  if (end < 0) return null;
  let top = html.slice(0, end);
  for (const [pattern, value] of TAGS) {
    if (!pattern.test(top)) return null;
    top = top.replace(pattern, () => value(head));
  }
  const placename = `<meta name="${PLACENAME_META}" content="${escapeAttribute(head.placename)}">`;
  return top + placename + html.slice(end);
}

/**
 * The page with its WhatsApp messages naming the city page they are sent from: the product's
 * address, as the page was built with it, becomes the city page's. It appears URL-encoded only in
 * the wa.me links (the head's tags carry addresses as they are).
 */
export function withPlaceInChats(html: string, productUrl: string, placeUrl: string): string {
  return html.replaceAll(encodeURIComponent(productUrl), encodeURIComponent(placeUrl));
}
