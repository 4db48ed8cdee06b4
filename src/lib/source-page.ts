// The page an enquiry was sent from (a contact message, a quote request, a driver request): the
// forms send it, the functions keep it only as a path on this site, and staff see it on the
// enquiry's screen and in the export. Shared by the forms and the functions, without zod.

/** The longest path kept: longer ones are not pages of ours. */
const MAX_SOURCE_PAGE_LENGTH = 500;

/** The form field (and JSON property) that carries it. */
export const SOURCE_PAGE_FIELD = "sourcePage";

/** What a script sending something else is told. */
export const SOURCE_PAGE_MESSAGE = "The form's page must be a path on this site, such as /contact";

// A stand-in origin: a value that resolves elsewhere ("//host", "/\\host", "https:…") is not ours.
const HERE = "https://site.invalid";

/** The path and query of `value` when it names a page of this site, else null. */
export function sameSitePath(value: string): string | null {
  const text = value.trim();
  if (!text.startsWith("/") || text.length > MAX_SOURCE_PAGE_LENGTH) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(text)) return null;
  try {
    const url = new URL(text, HERE);
    return url.origin === HERE ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** A built page's address as visitors see it: the build names pages "/contact.html", "/index.html". */
export function servedPagePath(builtPathname: string): string {
  return builtPathname.replace(/\/index\.html$/, "/").replace(/\.html$/, "");
}

/** The page the browser is on, as the forms send it. */
export function currentSourcePage(): string {
  return `${window.location.pathname}${window.location.search}`;
}
