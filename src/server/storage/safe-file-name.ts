// Turns a name a user's browser sent into one safe to store, and builds unique storage paths from it.
import { randomUUID } from "node:crypto";

const MAX_BASE_LENGTH = 60;
const MAX_EXTENSION_LENGTH = 10;

function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
    .slice(0, MAX_BASE_LENGTH)
    .replace(/-+$/, "");
}

/** A short ASCII file name ("resume-final-2.docx") from any original name; never empty. */
export function safeFileName(originalName: string): string {
  const lastPart = originalName.split(/[\\/]/).pop() ?? "";
  const name = lastPart.replace(/[\p{Cc}]/gu, "");
  const dot = name.lastIndexOf(".");
  const base = slug(dot >= 0 ? name.slice(0, dot) : name) || "file";
  const extension =
    dot >= 0
      ? name
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, "")
          .slice(0, MAX_EXTENSION_LENGTH)
      : "";
  return extension ? `${base}.${extension}` : base;
}

/** A fresh storage path "<prefix>/<yyyy>/<mm>/<uuid>-<safe name>" for an uploaded file. */
export function storagePathFor(
  prefix: string,
  originalName: string,
  now: Date = new Date(),
): string {
  const year = String(now.getUTCFullYear());
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${prefix}/${year}/${month}/${randomUUID()}-${safeFileName(originalName)}`;
}
