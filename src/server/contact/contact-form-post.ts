// The contact form without JavaScript (or pressed before its script has run): a plain urlencoded
// POST to the contact endpoint (src/server/http/form-post.ts). Success is a 303 to /contact/sent;
// refused input is a page with the spec's failure banner, each message, and a link back to /contact.
import type { ZodError } from "zod";
import { CONTACT_SENT_PATH } from "../../lib/contact/contact-fields.ts";
import type { HttpError } from "../http/errors.ts";
import { formErrorPage, readFormTexts, seeOther } from "../http/form-post.ts";

// The texts the form sends as they are; the checkbox as the boolean JSON sends.
const TEXT_FIELDS = [
  "name",
  "email",
  "mobile",
  "company",
  "location",
  "productService",
  "message",
  "website",
  "sourcePage",
] as const;

/** A plain form read as the JSON body it stands for: a ticked cookieConsent box sends "on". */
export async function readContactForm(req: Request): Promise<Record<string, unknown>> {
  const texts = await readFormTexts(req);
  const body: Record<string, unknown> = { cookieConsent: texts.cookieConsent !== undefined };
  for (const field of TEXT_FIELDS) if (texts[field] !== undefined) body[field] = texts[field];
  return body;
}

/** The 303 that follows a sent form. */
export const contactSentRedirect = (): Response => seeOther(CONTACT_SENT_PATH);

/**
 * The page answering a refused form (status of the error: 400, 413, 429 …). Its heading and text
 * are the failure banner's (document 2 §8); the field messages already name their fields. The
 * link back is always /contact: it holds the same form wherever this one was.
 */
export function contactFormErrorPage(error: HttpError | ZodError): Response {
  return formErrorPage(error, {
    title: "Failed to send message",
    intro:
      "Please try again or contact us directly via phone or email. Your message was not sent because of the following:",
    back: "/contact",
  });
}
