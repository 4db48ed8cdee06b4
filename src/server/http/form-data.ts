// Reads multipart/form-data requests (the admin forms with their image and PDF uploads, the
// visitors' receipts and resumes) with a size limit; readMultipartForm also checks the text fields
// with a zod schema and the files by content. Bad input is always a 4xx in the one error shape,
// with a message per field, never a 500.
import type { z } from "zod";
import { assertUpload, UploadRejectedError, type FileType } from "../storage/content-type.ts";
import { rasteriseSvg } from "../storage/svg-raster.ts";
import { readLimited } from "./body.ts";
import { fieldErrorsOf, HttpError, type FieldErrors } from "./errors.ts";
import { refuseNul } from "./nul-text.ts";
import { refuseInvalidFormText } from "./utf8-text.ts";

/** What one file field accepts. */
export interface FileRules {
  label: string;
  required: boolean;
  /**
   * Extensions of the detected types accepted (see content-type.ts), or "any": the file is kept as
   * bytes whatever it holds (driver downloads, stored privately and served only as attachments).
   */
  allowed: readonly string[] | "any";
  maxBytes: number;
  tooLargeMessage: string;
  wrongTypeMessage: string;
}

/** The limits of one form: the whole body and each file field by name. */
export interface FormRules<F extends string> {
  maxBytes: number;
  tooLargeMessage: string;
  files: Record<F, FileRules>;
}

/**
 * An uploaded file that passed its rules: its bytes, its type judged by content, its name. An SVG
 * is already the PNG drawn from it (type png).
 */
export interface CheckedFile {
  bytes: Uint8Array;
  type: FileType;
  name: string;
}

/** A form read and checked: the schema's output and the files that were sent. */
export interface CheckedForm<T, F extends string> {
  fields: T;
  files: Partial<Record<F, CheckedFile>>;
}

function isMultipart(contentType: string | null): boolean {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase() === "multipart/form-data";
}

/** Options of readFormData: the body's limit and what to tell the sender when it is passed. */
export interface ReadFormDataOptions {
  maxBytes: number;
  tooLargeMessage: string;
  /** Field messages sent with the 413, so a form can show the message beside its file input. */
  tooLargeFields?: FieldErrors | undefined;
}

/**
 * The request's multipart form, unchecked. Throws HttpError 415 for another content type, 413
 * (with the given message) past `maxBytes`, and 400 when the body is not a readable form, its
 * text is not UTF-8 (utf8-text.ts), a text field holds NUL or a file's name carries a folder path.
 */
export async function readFormData(req: Request, options: ReadFormDataOptions): Promise<FormData> {
  const contentType = req.headers.get("content-type");
  if (!isMultipart(contentType)) {
    throw new HttpError(415, "unsupported_media_type", "Send the form as multipart/form-data");
  }
  const tooLarge = () =>
    new HttpError(413, "payload_too_large", options.tooLargeMessage, options.tooLargeFields);
  const bytes = await readLimited(req, options.maxBytes, tooLarge);
  let form: FormData;
  try {
    // Parsed from the bytes already counted, never from the raw stream (a plain ArrayBuffer).
    const body = bytes as Uint8Array<ArrayBuffer>;
    form = await new Response(body, { headers: { "content-type": contentType! } }).formData();
  } catch {
    throw new HttpError(400, "invalid_form", "The form could not be read. Please try again.");
  }
  refuseInvalidFormText(form);
  refuseNul(Object.fromEntries([...form].filter(([, value]) => typeof value === "string")));
  refusePathNames(form);
  return form;
}

/** What a sender hears of a file whose name carries a folder path. */
export const FILE_PATH_MESSAGE =
  "The file name may not contain a folder path (/ or \\). Please rename the file and try again.";

// A browser sends a file's own name only: a name with a folder in it ("../../etc/x.pdf") is a
// crafted request. Stored names are made by the server anyway; this says no plainly.
function refusePathNames(form: FormData): void {
  for (const [key, value] of form) {
    if (typeof value === "string" || !/[/\\]|^\.\.?$/.test(value.name)) continue;
    throw new HttpError(400, "invalid_request", FILE_PATH_MESSAGE, { [key]: FILE_PATH_MESSAGE });
  }
}

/** A text field's value, or undefined when it is missing or is a file. */
export function textField(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

// Text fields by name (blank ones left out: the forms omit empty fields) and non-empty files.
function split<F extends string>(form: FormData, rules: FormRules<F>) {
  const text: Record<string, string> = {};
  const files: Partial<Record<F, File>> = {};
  const errors: FieldErrors = {};
  for (const [key, value] of form.entries()) {
    const fileRules = Object.hasOwn(rules.files, key) ? rules.files[key as F] : undefined;
    if (fileRules) {
      if (typeof value !== "string" && value.size > 0) files[key as F] = value;
      else if (typeof value === "string" && value.trim() !== "") {
        errors[key] = `${fileRules.label} must be a file`;
      }
    } else if (typeof value === "string" && value.trim() !== "") {
      text[key] = value;
    }
  }
  return { text, files, errors };
}

async function checkFile(key: string, file: File, rules: FileRules): Promise<CheckedFile> {
  if (file.size > rules.maxBytes) {
    throw new HttpError(413, "payload_too_large", rules.tooLargeMessage, {
      [key]: rules.tooLargeMessage,
    });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (rules.allowed === "any") {
    return { bytes, type: { mime: "application/octet-stream", ext: "" }, name: file.name };
  }
  try {
    const type = assertUpload(bytes, { allowed: rules.allowed, maxBytes: rules.maxBytes });
    // An SVG goes on as the PNG it draws: its markup never reaches storage (svg-raster.ts).
    if (type.ext === "svg") return { ...(await rasteriseSvg(bytes)), name: file.name };
    return { bytes, type, name: file.name };
  } catch (error) {
    if (!(error instanceof UploadRejectedError)) throw error;
    throw new HttpError(415, "unsupported_media_type", rules.wrongTypeMessage, {
      [key]: rules.wrongTypeMessage,
    });
  }
}

/**
 * The request's multipart form checked by `schema` and `rules`. Throws HttpError 415 for another
 * content type or a file of a refused type, 413 over a size limit, and 400 (invalid_request, one
 * message per field, missing required files included) for fields the schema refuses.
 */
export async function readMultipartForm<S extends z.ZodType, F extends string>(
  req: Request,
  schema: S,
  rules: FormRules<F>,
): Promise<CheckedForm<z.output<S>, F>> {
  const form = await readFormData(req, rules);
  const { text, files, errors } = split(form, rules);
  const parsed = schema.safeParse(text);
  const fields: FieldErrors = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)) };
  for (const [key, fileRules] of Object.entries<FileRules>(rules.files)) {
    if (fileRules.required && !files[key as F]) fields[key] ??= `${fileRules.label} is required`;
  }
  Object.assign(fields, errors);
  const first = Object.values(fields)[0];
  if (first !== undefined || !parsed.success) {
    throw new HttpError(400, "invalid_request", first ?? "Invalid request", fields);
  }
  const checked: Partial<Record<F, CheckedFile>> = {};
  for (const [key, file] of Object.entries(files) as [F, File][]) {
    checked[key] = await checkFile(key, file, rules.files[key]);
  }
  return { fields: parsed.data, files: checked };
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
