// Behaviour of product cards, delegated from the document so any number of cards costs one
// listener each: Read more / Read less, product links that carry a hand-picked location, and the
// Compare toggles with their tray (compare-buttons.ts).
import { locationSegment } from "../../lib/catalogue/catalogue-urls.ts";
import { enhanceCompareButtons } from "../compare/compare-buttons.ts";

function toggleDescription(button: HTMLButtonElement): void {
  const description = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!description) return;
  const expand = button.getAttribute("aria-expanded") !== "true";
  description.textContent = (expand ? description.dataset.full : description.dataset.short) ?? "";
  button.setAttribute("aria-expanded", String(expand));
  button.textContent = expand ? "Read less" : "Read more";
}

/** The location segment of a location the visitor chose by hand (document 1 §4), else null. */
export function manualLocationSegment(storage: Pick<Storage, "getItem">): string | null {
  try {
    if (storage.getItem("locationManuallySet") !== "true") return null;
    const location: unknown = JSON.parse(storage.getItem("userLocation") ?? "null");
    const { city, country } = (location ?? {}) as {
      city?: { name?: unknown };
      country?: { name?: unknown };
    };
    if (typeof city?.name !== "string" || typeof country?.name !== "string") return null;
    return locationSegment(city.name, country.name);
  } catch {
    // Unreadable storage (privacy mode) or a damaged value: plain product links still work.
    return null;
  }
}

function applyLocation(links: Iterable<HTMLAnchorElement>): void {
  const segment = manualLocationSegment(localStorage);
  for (const link of links) {
    const slug = link.dataset.productLink;
    if (slug) link.href = segment ? `/${slug}/${segment}` : `/${slug}`;
  }
}

/** Wires the card behaviour on this page. */
export function enhanceProductCards(): void {
  // The listing's own island may draw its cards again (sorted, filtered): marked as they come.
  enhanceCompareButtons({ watch: true });
  applyLocation(document.querySelectorAll<HTMLAnchorElement>("a[data-product-link]"));
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLButtonElement>("button[data-read-more]");
    if (button) toggleDescription(button);
    // The location may have been chosen after the page loaded, so links are checked again on use.
    const link = target?.closest<HTMLAnchorElement>("a[data-product-link]");
    if (link) applyLocation([link]);
  });
  window.addEventListener("storage", () =>
    applyLocation(document.querySelectorAll("a[data-product-link]")),
  );
}
