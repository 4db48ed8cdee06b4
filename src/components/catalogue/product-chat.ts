// The product page's WhatsApp links start the chat with the product (the issue "Leads"). The page
// comes with the product, its model and its address in its own button's message (a city page's
// address put in by the product-page function); this adds the visitor's city (a city page's own,
// else the location they chose), and gives every WhatsApp link of the page (header, footer) the
// same message.
import { browserStorage, LOCATION_CHANGE_EVENT } from "../../islands/locations/current-location.ts";
import { readDetectedLocation, readManualLocation } from "../../lib/locations/location-storage.ts";
import { PLACENAME_META } from "../../lib/catalogue/product-meta.ts";
import { withChatMessage, withCity } from "../../lib/catalogue/product-chat-message.ts";

const WHATSAPP_LINKS = 'a[href^="https://wa.me/"]';

/**
 * The visitor's city: a city page's own (its geo.placename tag), else the location chosen in the
 * picker, else one detected and kept (only kept with consent); null when none is known.
 */
export function visitorCity(doc: Document, storage: Pick<Storage, "getItem">): string | null {
  const place = doc.querySelector<HTMLMetaElement>(`meta[name="${PLACENAME_META}"]`)?.content;
  if (place) return place;
  const stored = readManualLocation(storage) ?? readDetectedLocation(storage);
  return stored?.city?.name ?? null;
}

/** Gives the page's WhatsApp links its own link's message, with the visitor's city added. */
export function enhanceProductChat(): void {
  const product = document.querySelector<HTMLAnchorElement>("a[data-product-chat]");
  // The message the page came with: the product, its model and the page's address.
  const built = product && new URL(product.href).searchParams.get("text");
  if (!built) return;
  const retarget = () => {
    const message = withCity(built, visitorCity(document, browserStorage()));
    for (const link of document.querySelectorAll<HTMLAnchorElement>(WHATSAPP_LINKS))
      link.href = withChatMessage(link.href, message);
  };
  retarget();
  // The visitor may choose a location in the picker after the page loaded.
  window.addEventListener(LOCATION_CHANGE_EVENT, retarget);
}
