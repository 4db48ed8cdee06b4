// Request text must be UTF-8. Decoded leniently, bytes that are not UTF-8 become U+FFFD and would
// be stored as such with a success answer (a name sent with the bytes FF FE was, with 201), so
// bodies are refused instead, with one message whatever their kind.
import { HttpError } from "./errors.ts";

/** What the sender is told. */
export const INVALID_UTF8_MESSAGE =
  "Text must be sent as UTF-8: this request holds bytes that are not UTF-8.";

const REPLACEMENT_CHARACTER = "\uFFFD";

const invalid = (field?: string) =>
  new HttpError(
    400,
    "invalid_encoding",
    INVALID_UTF8_MESSAGE,
    field === undefined ? undefined : { [field || "_"]: INVALID_UTF8_MESSAGE },
  );

/** The bytes as text; HttpError 400 (invalid_encoding) when they are not UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw invalid();
  }
}

/**
 * Throws HttpError 400 (invalid_encoding, with the field's name) when a multipart form's text, a
 * field's name or a file's name holds U+FFFD. The platform's form parser decodes them leniently,
 * so the bytes are gone by then and U+FFFD is what marks bytes that were not UTF-8. It is refused
 * even when sent as itself: no one types it, it only ever stands for text already broken.
 */
export function refuseInvalidFormText(form: FormData): void {
  for (const [name, value] of form) {
    const text = typeof value === "string" ? value : value.name;
    if (name.includes(REPLACEMENT_CHARACTER) || text.includes(REPLACEMENT_CHARACTER)) {
      throw invalid(name);
    }
  }
}
