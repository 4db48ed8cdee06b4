// Recognises an upload by its bytes (magic numbers), never by its name, and checks size and type.

/** A recognised file type: its MIME type and the extension it is stored under. */
export interface FileType {
  mime: string;
  ext: string;
}

/** Thrown when an upload is refused; the message is fit to show the user. */
export class UploadRejectedError extends Error {
  override name = "UploadRejectedError";
}

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((value, index) => bytes[offset + index] === value);
}

// Signatures that identify a type on their own, checked in order.
const SIGNATURES: readonly { bytes: readonly number[]; type: FileType }[] = [
  { bytes: ascii("%PDF-"), type: { mime: "application/pdf", ext: "pdf" } },
  {
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    type: { mime: "image/png", ext: "png" },
  },
  { bytes: [0xff, 0xd8, 0xff], type: { mime: "image/jpeg", ext: "jpg" } },
  { bytes: ascii("GIF87a"), type: { mime: "image/gif", ext: "gif" } },
  { bytes: ascii("GIF89a"), type: { mime: "image/gif", ext: "gif" } },
];

// Programs are refused even when their bytes would also pass as text ("#!/bin/sh …").
const EXECUTABLES: readonly (readonly number[])[] = [
  ascii("MZ"),
  [0x7f, 0x45, 0x4c, 0x46],
  ascii("#!"),
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe],
];

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

// Names of the entries in a zip's central directory (empty if the directory cannot be read).
function zipEntryNames(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest && end < 0; at -= 1) {
    if (view.getUint32(at, true) === 0x06054b50) end = at;
  }
  if (end < 0) return [];
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let index = 0; index < count && at + 46 <= bytes.length; index += 1) {
    if (view.getUint32(at, true) !== 0x02014b50) break;
    const nameLength = view.getUint16(at + 28, true);
    const skip = view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + skip;
  }
  return names;
}

function zipType(bytes: Uint8Array): FileType {
  const names = zipEntryNames(bytes);
  if (names.some((name) => name.startsWith("word/"))) {
    return {
      mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ext: "docx",
    };
  }
  if (names.some((name) => name.startsWith("xl/"))) {
    return {
      mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      ext: "xlsx",
    };
  }
  return { mime: "application/zip", ext: "zip" };
}

// A compound file names its main stream in UTF-16: "WordDocument" in .doc, "Workbook"/"Book" in .xls.
function oleType(bytes: Uint8Array): FileType {
  const content = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const has = (name: string) => content.includes(Buffer.from(name, "utf16le"));
  if (has("WordDocument")) return { mime: "application/msword", ext: "doc" };
  if (has("Workbook") || has("Book")) return { mime: "application/vnd.ms-excel", ext: "xls" };
  return { mime: "application/x-ole-storage", ext: "ole" };
}

function decodeUtf8(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

// Script, event handlers and javascript: links: markup (an HTML page) holding them is not text.
const ACTIVE_MARKUP = /<script|\son[a-z]+\s*=|javascript:/i;

function textType(bytes: Uint8Array): FileType | null {
  const text = decodeUtf8(bytes);
  if (text === null) return null;
  const opening = text.replace(/^\uFEFF?\s*/, "");
  const looksLikeSvg =
    /^<(\?xml|svg|!--|!DOCTYPE\s+svg)/i.test(opening) && /<svg[\s>]/i.test(text.slice(0, 1024));
  // An SVG is recognised whatever it holds: it is stored only as the PNG it draws (svg-raster.ts),
  // since no pattern catches every way of writing a script into XML.
  if (looksLikeSvg) return { mime: "image/svg+xml", ext: "svg" };
  // Other markup with active content is refused outright rather than let through as plain text.
  if (opening.startsWith("<") && ACTIVE_MARKUP.test(text)) return null;
  return { mime: "text/plain", ext: "txt" };
}

/** The type of a file judged by its bytes, or null when it is not one we accept (or is empty). */
export function detectFileType(bytes: Uint8Array): FileType | null {
  if (bytes.length === 0) return null;
  if (EXECUTABLES.some((signature) => startsWith(bytes, signature))) return null;
  const known = SIGNATURES.find((entry) => startsWith(bytes, entry.bytes));
  if (known) return known.type;
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) {
    return { mime: "image/webp", ext: "webp" };
  }
  if (startsWith(bytes, ZIP)) return zipType(bytes);
  if (startsWith(bytes, OLE)) return oleType(bytes);
  return textType(bytes);
}

// Names a caller may list that a detected type also satisfies (a CSV is plain text by content).
const ALSO_ACCEPTED_AS: Readonly<Record<string, readonly string[]>> = {
  jpg: ["jpeg"],
  txt: ["csv", "text"],
};

/** Limits for assertUpload; the messages default to generic ones when the spec gives none. */
export interface UploadRules {
  allowed: readonly string[];
  maxBytes: number;
  tooLargeMessage?: string | undefined;
  wrongTypeMessage?: string | undefined;
}

/** Checks an upload's size and content type; returns the detected type or throws UploadRejectedError. */
export function assertUpload(bytes: Uint8Array, rules: UploadRules): FileType {
  if (bytes.length > rules.maxBytes) {
    const megabytes = Math.round((rules.maxBytes / (1024 * 1024)) * 10) / 10;
    throw new UploadRejectedError(
      rules.tooLargeMessage ?? `File size must be less than ${megabytes}MB`,
    );
  }
  const allowed = rules.allowed.map((ext) => ext.toLowerCase().replace(/^\./, ""));
  const type = detectFileType(bytes);
  const names = type ? [type.ext, ...(ALSO_ACCEPTED_AS[type.ext] ?? [])] : [];
  if (!type || !names.some((name) => allowed.includes(name))) {
    throw new UploadRejectedError(
      rules.wrongTypeMessage ?? `This file type is not allowed. Allowed: ${allowed.join(", ")}`,
    );
  }
  return type;
}
