// The purchase receipt of a download request, judged by its bytes (never its name): at most 10MB
// (413) and a PDF, JPEG, PNG, Word .doc or .docx by content (415), so a renamed program is refused.
import { driversText } from "../../lib/drivers/drivers-text.ts";
import { RECEIPT_EXTENSIONS, RECEIPT_MAX_BYTES } from "../../lib/drivers/driver-request.ts";
import { HttpError } from "../http/errors.ts";
import { safeFileName } from "../storage/safe-file-name.ts";
import { assertUpload, UploadRejectedError, type FileType } from "../storage/content-type.ts";

/** A receipt that passed the checks: its bytes, detected type and a safe name with that type's extension. */
export interface CheckedReceipt {
  bytes: Uint8Array;
  type: FileType;
  fileName: string;
}

/** The 413 for a receipt over the limit, with the message beside the file field. */
export function receiptTooLarge(): HttpError {
  return new HttpError(413, "payload_too_large", driversText.receiptTooLarge, {
    receipt: driversText.receiptTooLarge,
  });
}

// The stored name keeps the sender's words but takes the extension of what the bytes really are.
function nameFor(original: string, type: FileType): string {
  const safe = safeFileName(original);
  const dot = safe.lastIndexOf(".");
  return `${dot > 0 ? safe.slice(0, dot) : safe}.${type.ext}`;
}

/** Checks a receipt's size and content; throws HttpError 413 or 415 when it is refused. */
export async function checkReceipt(file: File): Promise<CheckedReceipt> {
  if (file.size > RECEIPT_MAX_BYTES) throw receiptTooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    const type = assertUpload(bytes, {
      allowed: RECEIPT_EXTENSIONS,
      maxBytes: RECEIPT_MAX_BYTES,
      tooLargeMessage: driversText.receiptTooLarge,
      wrongTypeMessage: driversText.receiptWrongType,
    });
    return { bytes, type, fileName: nameFor(file.name, type) };
  } catch (error) {
    if (!(error instanceof UploadRejectedError)) throw error;
    throw new HttpError(415, "unsupported_media_type", error.message, { receipt: error.message });
  }
}
