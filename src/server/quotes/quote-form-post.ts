// The quote form without JavaScript (one product): a plain urlencoded POST to /api/quotes
// (src/server/http/form-post.ts). Success is a 303 to /quote/sent; refused input is a page listing
// each message with its field and a link back to the form's product page (or /quote).
import { ZodError } from "zod";
import { productUrl } from "../../lib/catalogue/catalogue-urls.ts";
import { HONEYPOT_FIELD } from "../../lib/contact/contact-form.ts";
import { fieldErrorsOf, type HttpError } from "../http/errors.ts";
import { formErrorPage, readFormTexts, seeOther } from "../http/form-post.ts";

/** Where a sent form goes: the page the VISITOR side builds. */
const QUOTE_SENT_PATH = "/quote/sent";

const FORM_FIELDS = [
  "name",
  "company",
  "email",
  "mobile",
  "city",
  "gstin",
  "message",
  "sourcePage",
] as const;

/** The form's labels, in its order, for the messages page. */
const LABELS: Readonly<Record<string, string>> = {
  slug: "Product",
  quantity: "Quantity",
  note: "Note",
  name: "Full Name",
  company: "Company",
  email: "E-mail",
  mobile: "Mobile",
  city: "City",
  gstin: "GSTIN",
  message: "Message",
};

/** A plain form read as the JSON body it stands for (one product, quantity 1 when left out). */
export async function readQuoteForm(req: Request): Promise<Record<string, unknown>> {
  const texts = await readFormTexts(req);
  const quantity = texts.quantity?.trim() ? Number(texts.quantity) : 1;
  const body: Record<string, unknown> = {
    items: [{ slug: texts.slug?.trim() ?? "", quantity }],
    [HONEYPOT_FIELD]: texts[HONEYPOT_FIELD],
  };
  for (const field of FORM_FIELDS) if (texts[field] !== undefined) body[field] = texts[field];
  return body;
}

/** The 303 that follows a sent form. */
export const quoteSentRedirect = (): Response => seeOther(QUOTE_SENT_PATH);

// "items.0.quantity" is the form's "quantity".
const formField = (key: string) => (key === "items" ? "slug" : key.replace(/^items\.\d+\./, ""));

/**
 * Where the error page's "Back to the form" goes: the page of the product the form named, when
 * its slug is a slug, else the quote page. Built from the form, never from a header, so it is
 * always a path of this site.
 */
export function quoteFormBackPath(form: Record<string, unknown> | undefined): string {
  const items = form?.["items"];
  const slug = Array.isArray(items) ? (items[0] as { slug?: unknown } | undefined)?.slug : null;
  return typeof slug === "string" && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)
    ? productUrl(slug)
    : "/quote";
}

/** The page answering a refused form (status of the error: 400, 413, 429 …). */
export function quoteFormErrorPage(backPath: string, error: HttpError | ZodError): Response {
  const fields = error instanceof ZodError ? fieldErrorsOf(error) : (error.fields ?? {});
  // A product the form named wrongly has no page to go back to.
  const back = Object.keys(fields).some((key) => formField(key) === "slug") ? "/quote" : backPath;
  return formErrorPage(error, {
    title: "Please check your quote request",
    intro: "Your request was not sent. Please correct the following and send it again:",
    label: (field) => LABELS[formField(field)],
    back,
  });
}
