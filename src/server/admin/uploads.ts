// The admin forms' uploads: limits within a Netlify Function's request body (DESIGN.md: 6 MB,
// about 4.5 MB of binary after base64), images and PDFs judged by content, stored in the public
// bucket under fresh safe names (photos with their resized variants), and removed again when the
// write they belong to fails.
import { variantPath, withVariantWidths } from "../../lib/image-variants.ts";
import type { CheckedFile, FileRules, FormRules } from "../http/form-data.ts";
import { makeImageVariants } from "../storage/image-variants.ts";
import { storagePathFor } from "../storage/safe-file-name.ts";
import { serverStorage } from "../storage/server-storage.ts";
import type { Storage } from "../storage/storage.ts";

const MB = 1024 * 1024;

/** The limits of one admin form: the whole request, an image, a PDF. */
export const UPLOAD_LIMITS = { formBytes: 4 * MB, imageBytes: 2 * MB, pdfBytes: 3.5 * MB } as const;

/** What a form too large to read is told (413). */
export const FORM_TOO_LARGE_MESSAGE =
  "The form is too large to send: keep its files under 4 MB together (an image up to 2 MB, a PDF up to 3.5 MB).";

/** The image types accepted, by content; an SVG is stored as the PNG it draws (svg-raster.ts). */
const IMAGE_TYPES = ["jpg", "png", "webp", "gif", "svg"] as const;

/** The rules of an image field ("Image", "Logo"). */
export function imageRules(label: string, required: boolean): FileRules {
  return {
    label,
    required,
    allowed: IMAGE_TYPES,
    maxBytes: UPLOAD_LIMITS.imageBytes,
    tooLargeMessage: `${label} must be smaller than 2 MB`,
    wrongTypeMessage: `${label} must be a JPEG, PNG, WebP, GIF or SVG image`,
  };
}

/** The rules of the product's datasheet field. */
export function pdfRules(): FileRules {
  return {
    label: "PDF",
    required: false,
    allowed: ["pdf"],
    maxBytes: UPLOAD_LIMITS.pdfBytes,
    tooLargeMessage: "PDF must be smaller than 3.5 MB",
    wrongTypeMessage: "PDF must be a PDF document",
  };
}

/** A form's rules with the given file fields. */
export function formRules<F extends string>(files: Record<F, FileRules>): FormRules<F> {
  return { maxBytes: UPLOAD_LIMITS.formBytes, tooLargeMessage: FORM_TOO_LARGE_MESSAGE, files };
}

// "<folder>/<yyyy>/<mm>/<uuid>-<safe name>.<extension of the detected type>".
function pathFor(folder: string, file: CheckedFile): string {
  const base = file.name.replace(/\.[^./\\]*$/, "") || "file";
  return storagePathFor(folder, `${base}.${file.type.ext}`);
}

// Stores one file and, for a photo, its variants. Every path is listed in `stored` before its write
// starts, and all writes settle before a failure is thrown, so the clean-up never races a write.
async function storeFile(storage: Storage, path: string, file: CheckedFile, stored: string[]) {
  const { widths, variants } = await makeImageVariants(file.bytes, file.type.ext);
  const original = withVariantWidths(path, widths);
  const writes = [
    { path: original, bytes: file.bytes, type: file.type.mime },
    ...variants.map((variant) => ({
      path: variantPath(original, variant.width, variant.format),
      bytes: variant.bytes,
      type: variant.format.type,
    })),
  ];
  stored.push(...writes.map((write) => write.path));
  const results = await Promise.allSettled(
    writes.map((write) => storage.put("public", write.path, write.bytes, write.type)),
  );
  const failed = results.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
  return original;
}

/**
 * Stores the files in the public bucket (each in the folder its field names), runs `write` with
 * their public URLs, and removes them again if `write` throws, so a refused edit leaves no file.
 */
export async function writeWithUploads<F extends string, T>(
  files: Partial<Record<F, CheckedFile>>,
  folders: Record<F, string>,
  write: (urls: Partial<Record<F, string>>) => Promise<T>,
): Promise<T> {
  const storage = serverStorage();
  const stored: string[] = [];
  const urls: Partial<Record<F, string>> = {};
  const discard = async () => {
    await Promise.all(stored.map((path) => storage.remove("public", path))).catch(console.error);
  };
  try {
    for (const [field, file] of Object.entries(files) as [F, CheckedFile][]) {
      const path = await storeFile(storage, pathFor(folders[field], file), file, stored);
      urls[field] = storage.publicUrl(path);
    }
    return await write(urls);
  } catch (error) {
    await discard();
    throw error;
  }
}
