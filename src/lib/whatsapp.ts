// WhatsApp chat links (wa.me), the one external link the header carries.

/** The message a visitor's WhatsApp chat starts with. */
export const WHATSAPP_GREETING =
  "Hello, I would like to know more about your barcode and RFID products.";

/** A wa.me chat link to a phone number (any formatting) with a prefilled message. */
export function whatsAppChatUrl(phone: string, message: string = WHATSAPP_GREETING): string {
  const digits = phone.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
