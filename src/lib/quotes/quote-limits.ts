// The limits of a quote request (the issue "Leads"): checked by its schema (quote-request.ts) and
// kept by the visitor's quote list and the /quote forms. No zod: the list comes with every page.

/** The most products one request may list. */
export const MAX_QUOTE_ITEMS = 50;
/** The largest quantity of one product. */
export const MAX_QUOTE_QUANTITY = 100_000;
/** The longest note on one product. */
export const MAX_QUOTE_NOTE_LENGTH = 500;
/** The longest message. */
export const MAX_QUOTE_MESSAGE_LENGTH = 2000;
