// Reads a multipart form (fields and uploaded files) with a size limit: the one way functions take
// uploads in, so an oversized or malformed form is always a 4xx in the one error shape.
import { HttpError, type FieldErrors } from "./errors.ts";
import { readLimited } from "./body.ts";

/** Options of readFormData: the body's limit and what to tell the sender when it is passed. */
export interface ReadFormDataOptions {
  maxBytes: number;
  tooLargeMessage: string;
  /** Field messages sent with the 413, so a form can show the message beside its file input. */
  tooLargeFields?: FieldErrors | undefined;
}

function isMultipart(contentType: string | null): boolean {
  return /^multipart\/form-data\s*;/i.test((contentType ?? "").trim());
}

/**
 * The request's multipart form. Throws HttpError 415 for another content type, 413 (with the given
 * message) when the body passes `maxBytes`, and 400 when the body is not a readable form.
 */
export async function readFormData(req: Request, options: ReadFormDataOptions): Promise<FormData> {
  const contentType = req.headers.get("content-type");
  if (!isMultipart(contentType)) {
    throw new HttpError(415, "unsupported_media_type", "Send the form as multipart/form-data");
  }
  let bytes: Uint8Array;
  try {
    bytes = await readLimited(req, options.maxBytes);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) {
      throw new HttpError(
        413,
        "payload_too_large",
        options.tooLargeMessage,
        options.tooLargeFields,
      );
    }
    throw error;
  }
  try {
    // Parsed from the bytes already counted, never from the raw stream (a plain ArrayBuffer).
    const body = bytes as Uint8Array<ArrayBuffer>;
    return await new Response(body, { headers: { "content-type": contentType! } }).formData();
  } catch {
    throw new HttpError(400, "invalid_form", "The form could not be read. Please try again.");
  }
}

/** A text field's value, or undefined when it is missing or is a file. */
export function textField(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}
