// The quote form without JavaScript (one product): a plain urlencoded POST to /api/quotes. Success
// is a 303 to /quote/sent; refused input is a small page of its own listing each message with its
// field and a link back, since a redirect could not carry the messages. A client that does not ask
// for HTML (a script) gets the usual JSON error instead.
import { ZodError } from "zod";
import { productUrl } from "../../lib/catalogue-urls.ts";
import { HONEYPOT_FIELD } from "../../lib/contact-form.ts";
import { readLimited } from "../http/body.ts";
import { fieldErrorsOf, HttpError, type FieldErrors } from "../http/errors.ts";
import { decodeUtf8, refuseInvalidFormText } from "../http/utf8-text.ts";
import { escapeHtml } from "../mail/html.ts";
import { refuseNul } from "../http/nul-text.ts";

/** Where a sent form goes: the page the VISITOR side builds. */
export const QUOTE_SENT_PATH = "/quote/sent";

const MAX_FORM_BYTES = 16 * 1024;
const FORM_FIELDS = ["name", "company", "email", "mobile", "city", "gstin", "message"] as const;

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

/** Whether the body is a plain HTML form. */
export function isUrlencodedForm(req: Request): boolean {
  const mediaType = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  return mediaType === "application/x-www-form-urlencoded";
}

/** A plain form read as the JSON body it stands for (one product, quantity 1 when left out). */
export async function readQuoteForm(req: Request): Promise<Record<string, unknown>> {
  const params = new URLSearchParams(decodeUtf8(await readLimited(req, MAX_FORM_BYTES)));
  // %FF in a value decodes to U+FFFD: refused as bytes that are not UTF-8 are.
  const asForm = new FormData();
  for (const [name, value] of params) asForm.append(name, value);
  refuseInvalidFormText(asForm);
  const texts = Object.fromEntries(params);
  refuseNul(texts);
  const quantity = texts.quantity?.trim() ? Number(texts.quantity) : 1;
  const body: Record<string, unknown> = {
    items: [{ slug: texts.slug?.trim() ?? "", quantity }],
    [HONEYPOT_FIELD]: texts[HONEYPOT_FIELD],
  };
  for (const field of FORM_FIELDS) if (texts[field] !== undefined) body[field] = texts[field];
  return body;
}

/** Whether the client asked for a page (a browser's form navigation does). */
export function wantsHtml(req: Request): boolean {
  return (req.headers.get("accept") ?? "").toLowerCase().includes("text/html");
}

/** The 303 that follows a sent form. */
export function quoteSentRedirect(): Response {
  return new Response(null, {
    status: 303,
    headers: { location: QUOTE_SENT_PATH, "cache-control": "no-store" },
  });
}

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
  const status = error instanceof HttpError ? error.status : 400;
  const fields: FieldErrors =
    error instanceof ZodError ? fieldErrorsOf(error) : (error.fields ?? { _: error.message });
  // A product the form named wrongly has no page to go back to.
  const back = Object.keys(fields).some((key) => formField(key) === "slug") ? "/quote" : backPath;
  const items = Object.entries(fields).map(([key, message]) => {
    const label = LABELS[formField(key)];
    const text = label ? `${label}: ${message}` : message;
    return `<li>${escapeHtml(text)}</li>`;
  });
  const html = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Please check your quote request</title></head>
<body><main>
<h1>Please check your quote request</h1>
<p>Your request was not sent. Please correct the following and send it again:</p>
<ul>${items.join("")}</ul>
<p><a href="${escapeHtml(back)}">Back to the form</a></p>
</main></body>
</html>
`;
  return new Response(html, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
