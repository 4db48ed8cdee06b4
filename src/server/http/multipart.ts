// Reads a multipart/form-data request body (a form with a file) with a size limit: the one way
// functions take uploads in, so an oversized, malformed or mistyped body is always a 4xx.
import { readLimited } from "./body.ts";
import { HttpError, type FieldErrors } from "./errors.ts";

/** Options of readMultipartBody; the 413 answer carries `tooLargeMessage` and `tooLargeFields`. */
export interface ReadMultipartOptions {
  maxBytes: number;
  tooLargeMessage?: string | undefined;
  tooLargeFields?: FieldErrors | undefined;
}

function isMultipart(contentType: string | null): boolean {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase() === "multipart/form-data";
}

/**
 * The request's form. Throws HttpError 415 for another content type, 413 over `maxBytes` (before
 * the whole body is read), 400 when the body is not a readable form.
 */
export async function readMultipartBody(
  req: Request,
  options: ReadMultipartOptions,
): Promise<FormData> {
  const contentType = req.headers.get("content-type");
  if (!isMultipart(contentType)) {
    throw new HttpError(415, "unsupported_media_type", "Send the form as multipart/form-data");
  }
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readLimited(req, options.maxBytes);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413 && options.tooLargeMessage) {
      throw new HttpError(413, error.code, options.tooLargeMessage, options.tooLargeFields);
    }
    throw error;
  }
  try {
    return await new Response(bytes, { headers: { "content-type": contentType! } }).formData();
  } catch {
    throw new HttpError(400, "invalid_form", "The form data could not be read");
  }
}

/** The form's text fields as an object (files and repeated keys: the last text value wins). */
export function formTexts(form: FormData): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string") texts[name] = value;
  }
  return texts;
}

/** The file sent under `name`, or null when none (or only text) was sent. */
export function formFile(form: FormData, name: string): File | null {
  const value = form.get(name);
  return value instanceof File ? value : null;
}
