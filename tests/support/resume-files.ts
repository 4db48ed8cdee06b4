// Résumé files for the application tests: real-looking PDF and Word files, and impostors.
const ascii = (text: string) => [...Buffer.from(text, "latin1")];

/** A small but well-formed PDF. */
export const PDF_RESUME = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n" +
    "2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);

/** A Word 97-2003 (.doc) file: a compound file naming its WordDocument stream. */
export const DOC_RESUME = Buffer.from([
  0xd0,
  0xcf,
  0x11,
  0xe0,
  0xa1,
  0xb1,
  0x1a,
  0xe1,
  ...new Array<number>(504).fill(0),
  ...Buffer.from("WordDocument", "utf16le"),
  ...new Array<number>(64).fill(0),
]);

/** A Windows program renamed to look like a PDF. */
export const EXECUTABLE = Buffer.from([
  ...ascii("MZ"),
  0x90,
  0x00,
  0x03,
  ...new Array<number>(59).fill(0),
  ...ascii("This program cannot be run in DOS mode."),
]);

/** Plain text that only pretends to be a PDF by its name. */
export const TEXT_FILE = Buffer.from("Asha Verma\nService engineer, 4 years\n", "utf8");

/** A file of `bytes` bytes that starts like a PDF (its size is what matters). */
export function pdfOfSize(bytes: number): Buffer {
  const file = Buffer.alloc(bytes, 0x20);
  PDF_RESUME.copy(file, 0, 0, Math.min(PDF_RESUME.length, bytes));
  return file;
}
