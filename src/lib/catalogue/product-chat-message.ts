// The first message of a WhatsApp chat started on a product's page (the issue "Leads"): the
// product and its model, the page's address and the visitor's city. The page is built with the first
// three (productChatMessage); the page's script adds the city, known only in the browser
// (withCity). Apart from whatsapp.ts, which the contact page's script uses too, so the product
// page's script carries only what it needs.

/** What a product page's chat is about; the city is left out when unknown. */
export interface ProductChat {
  name: string;
  model?: string | null | undefined;
  /** The page's address (a city page's is put in by the product-page function: place-head.ts). */
  url: string;
  city?: string | null | undefined;
}

/** The message with the visitor's city as its last line; unchanged when the city is unknown. */
export function withCity(message: string, city: string | null | undefined): string {
  return city ? `${message}\nMy city: ${city}` : message;
}

/** The message: the product and its model, its address, the visitor's city. */
export function productChatMessage({ name, model, url, city }: ProductChat): string {
  const product = `${name}${model ? ` (model ${model})` : ""}`;
  return withCity(`Hello, I would like to know more about ${product}.\nProduct page: ${url}`, city);
}

/** A wa.me chat link (whatsapp.ts) with its prefilled message replaced by `message`. */
export function withChatMessage(chatUrl: string, message: string): string {
  return `${chatUrl.split("?")[0]}?text=${encodeURIComponent(message)}`;
}
