// A public form sent without JavaScript: a plain urlencoded POST from a browser. Success is a 303
// to the form's thank-you page; refused input is a small page of its own listing each message and
// a link back, since a redirect could not carry the messages. A client that does not ask for HTML
// (a script) gets the usual JSON error instead. The quote and contact forms work this way.
import { ZodError } from "zod";
import { readLimited } from "./body.ts";
import { fieldErrorsOf, HttpError, type FieldErrors } from "./errors.ts";
import { refuseNul } from "./nul-text.ts";
import { decodeUtf8, refuseInvalidFormText } from "./utf8-text.ts";
import { escapeHtml } from "../../lib/html-text.ts";

/** A plain form's largest body: its texts only, no files. */
const MAX_FORM_BYTES = 16 * 1024;

/** Whether the body is a plain HTML form. */
export function isUrlencodedForm(req: Request): boolean {
  const mediaType = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  return mediaType === "application/x-www-form-urlencoded";
}

/** Whether the client asked for a page (a browser's form navigation does). */
export function wantsHtml(req: Request): boolean {
  return (req.headers.get("accept") ?? "").toLowerCase().includes("text/html");
}

/** A plain form's fields as texts (the last of a repeated name), checked as UTF-8 without NUL. */
export async function readFormTexts(req: Request): Promise<Record<string, string>> {
  const params = new URLSearchParams(decodeUtf8(await readLimited(req, MAX_FORM_BYTES)));
  // %FF in a value decodes to U+FFFD: refused as bytes that are not UTF-8 are.
  const asForm = new FormData();
  for (const [name, value] of params) asForm.append(name, value);
  refuseInvalidFormText(asForm);
  const texts = Object.fromEntries(params);
  refuseNul(texts);
  return texts;
}

/** The 303 that follows a sent form to its thank-you page. */
export function seeOther(path: string): Response {
  return new Response(null, {
    status: 303,
    headers: { location: path, "cache-control": "no-store" },
  });
}

/** How a form's refusal page is worded. */
export interface FormErrorWording {
  title: string;
  intro: string;
  /** Prefixes a field's message with its label; none for a message that names its field. */
  label?: (field: string) => string | undefined;
  back: string;
}

/** The messages of a refusal, one per field. */
function refusalMessages(error: HttpError | ZodError): FieldErrors {
  return error instanceof ZodError ? fieldErrorsOf(error) : (error.fields ?? { _: error.message });
}

/** The page answering a refused form (status of the error: 400, 413, 429 …). */
export function formErrorPage(error: HttpError | ZodError, wording: FormErrorWording): Response {
  const status = error instanceof HttpError ? error.status : 400;
  const items = Object.entries(refusalMessages(error)).map(([field, message]) => {
    const label = wording.label?.(field);
    return `<li>${escapeHtml(label ? `${label}: ${message}` : message)}</li>`;
  });
  const html = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(wording.title)}</title></head>
<body><main>
<h1>${escapeHtml(wording.title)}</h1>
<p>${escapeHtml(wording.intro)}</p>
<ul>${items.join("")}</ul>
<p><a href="${escapeHtml(wording.back)}">Back to the form</a></p>
</main></body>
</html>
`;
  return new Response(html, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
