import { describe, expect, it } from "vitest";
import {
  assertUpload,
  detectFileType,
  UploadRejectedError,
} from "../../src/server/storage/content-type.ts";

const text = (value: string): Uint8Array => new TextEncoder().encode(value);
const bytesOf = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...text(part)] : part)));

function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

// A minimal zip writer: stored (uncompressed) entries, central directory, end record.
function zip(entries: Record<string, string>): Uint8Array {
  const locals: number[] = [];
  const central: number[] = [];
  const u16 = (value: number) => [value & 0xff, (value >>> 8) & 0xff];
  const u32 = (value: number) => [...u16(value & 0xffff), ...u16(value >>> 16)];
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = [...text(name)];
    const data = text(content);
    const sizes = [...u32(crc32(data)), ...u32(data.length), ...u32(data.length)];
    const common = [...u16(20), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...sizes];
    const offset = locals.length;
    locals.push(
      ...u32(0x04034b50),
      ...common,
      ...u16(nameBytes.length),
      ...u16(0),
      ...nameBytes,
      ...data,
    );
    central.push(...u32(0x02014b50), ...u16(20), ...common, ...u16(nameBytes.length));
    central.push(
      ...u16(0),
      ...u16(0),
      ...u16(0),
      ...u16(0),
      ...u32(0),
      ...u32(offset),
      ...nameBytes,
    );
  }
  const count = Object.keys(entries).length;
  const end = [...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(count), ...u16(count)];
  end.push(...u32(central.length), ...u32(locals.length), ...u16(0));
  return Uint8Array.from([...locals, ...central, ...end]);
}

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const utf16 = (value: string): number[] => [...Buffer.from(value, "utf16le")];
const MINIMAL_PDF =
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>';

describe("detectFileType", () => {
  it.each([
    ["pdf", bytesOf(MINIMAL_PDF), "application/pdf"],
    [
      "png",
      bytesOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], "IHDR"),
      "image/png",
    ],
    ["jpg", bytesOf([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF", [0]), "image/jpeg"],
    ["gif", bytesOf("GIF89a", [1, 0, 1, 0, 0, 0, 0]), "image/gif"],
    ["gif", bytesOf("GIF87a", [1, 0, 1, 0]), "image/gif"],
    ["webp", bytesOf("RIFF", [26, 0, 0, 0], "WEBPVP8 "), "image/webp"],
    ["svg", bytesOf(SVG), "image/svg+xml"],
    ["svg", bytesOf([0xef, 0xbb, 0xbf], '\n  <?xml version="1.0"?>\n', SVG), "image/svg+xml"],
    // Whatever an SVG holds, it is stored only as the PNG it draws (tests/unit/svg-raster.test.ts).
    [
      "svg",
      bytesOf('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "image/svg+xml",
    ],
    [
      "svg",
      bytesOf('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
      "image/svg+xml",
    ],
    [
      "docx",
      zip({ "[Content_Types].xml": "<Types/>", "word/document.xml": "<w:document/>" }),
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    [
      "xlsx",
      zip({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook/>" }),
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ],
    ["zip", zip({ "readme.txt": "hello" }), "application/zip"],
    [
      "doc",
      bytesOf(OLE, new Array(504).fill(0), utf16("Root Entry"), [0, 0], utf16("WordDocument")),
      "application/msword",
    ],
    [
      "xls",
      bytesOf(OLE, new Array(504).fill(0), utf16("Root Entry"), [0, 0], utf16("Workbook")),
      "application/vnd.ms-excel",
    ],
    ["txt", bytesOf("name,sku,price\nZebra ZT230,ZT230,45000\nRésumé,x,1\n"), "text/plain"],
  ])("recognises %s", (ext, bytes, mime) => {
    expect(detectFileType(bytes)).toEqual({ mime, ext });
  });

  it.each([
    ["an empty file", bytesOf("")],
    [
      "a Windows executable",
      bytesOf("MZ", [0x90, 0, 3, 0, 0, 0, 4, 0], "This program cannot be run in DOS mode"),
    ],
    ["a shell script", bytesOf("#!/bin/sh\nrm -rf /\n")],
    ["an ELF binary", bytesOf([0x7f], "ELF", [2, 1, 1, 0])],
    ["an HTML page with a script", bytesOf("<!doctype html><p>Hi</p><script>alert(1)</script>")],
    ["an HTML page with an event handler", bytesOf('<html><body onload="alert(1)"></body></html>')],
    [
      "an HTML page with a script after its first kilobyte",
      bytesOf(`<html>${" ".repeat(2000)}<SCRIPT>x</SCRIPT></html>`),
    ],
    ["binary with NUL bytes", bytesOf([1, 2, 0, 4, 5])],
    ["invalid UTF-8", bytesOf([0xc3, 0x28, 0x61])],
  ])("refuses %s", (_case, bytes) => {
    expect(detectFileType(bytes)).toBeNull();
  });
});

describe("assertUpload", () => {
  const receipt = {
    allowed: ["pdf", "jpg", "jpeg", "png", "doc", "docx"],
    maxBytes: 10 * 1024 * 1024,
  };

  it("returns the detected type of an accepted file", () => {
    expect(assertUpload(bytesOf(MINIMAL_PDF), receipt)).toEqual({
      mime: "application/pdf",
      ext: "pdf",
    });
  });

  it.each([
    [bytesOf(MINIMAL_PDF), ["pdf"]],
    [bytesOf([0xff, 0xd8, 0xff, 0xdb]), ["jpeg"]],
    [bytesOf("sku,price\nA,1\n"), ["csv", "xlsx", "xls"]],
    [bytesOf(OLE, utf16("Workbook")), ["csv", "xlsx", "xls"]],
  ])("accepts a file whose content matches the allowed list %#", (bytes, allowed) => {
    expect(() => assertUpload(bytes, { allowed, maxBytes: 1000 })).not.toThrow();
  });

  it.each([
    ["an executable renamed .pdf", bytesOf("MZ", [0x90, 0, 3, 0])],
    ["a shell script renamed .pdf", bytesOf("#!/bin/sh\necho hi\n")],
    ["a PNG where only PDF is allowed", bytesOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ])("refuses %s with the caller's message", (_case, bytes) => {
    const rules = {
      allowed: ["pdf"],
      maxBytes: 1000,
      wrongTypeMessage: "Please upload a PDF or Word document",
    };
    expect(() => assertUpload(bytes, rules)).toThrow(
      new UploadRejectedError("Please upload a PDF or Word document"),
    );
  });

  it("names the allowed types when no message is given", () => {
    expect(() =>
      assertUpload(bytesOf("#!/bin/sh\n"), { allowed: ["pdf", "jpg", "png"], maxBytes: 1000 }),
    ).toThrow("This file type is not allowed. Allowed: pdf, jpg, png");
  });

  it.each([
    [5 * 1024 * 1024, true],
    [5 * 1024 * 1024 + 1, false],
  ])("with a 5MB limit, a file of %i bytes passes: %s", (size, passes) => {
    const bytes = new Uint8Array(size);
    bytes.set(text(MINIMAL_PDF));
    const check = () => assertUpload(bytes, { allowed: ["pdf"], maxBytes: 5 * 1024 * 1024 });
    if (passes) expect(check).not.toThrow();
    else expect(check).toThrow(new UploadRejectedError("File size must be less than 5MB"));
  });

  it("uses the caller's too-large message", () => {
    const rules = {
      allowed: ["csv"],
      maxBytes: 3,
      tooLargeMessage: "File size must be less than 20MB",
    };
    expect(() => assertUpload(bytesOf("a,b\n"), rules)).toThrow("File size must be less than 20MB");
  });
});
