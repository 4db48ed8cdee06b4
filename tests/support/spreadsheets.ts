// Import files for tests: CSV and XLSX made from rows of cells, and a zip bomb posing as .xlsx.
import { crc32, deflateRawSync } from "node:zlib";
import * as XLSX from "xlsx";
import { toCsv } from "../../src/lib/import/csv.ts";
import { IMPORT_COLUMNS, type ImportColumn } from "../../src/lib/import/import-columns.ts";

/** A product row by column name; missing columns are blank cells. */
export type RowSpec = { [Column in ImportColumn]?: string | undefined };

/** The header and rows of a file in the import's columns. */
export function rowsOf(
  products: readonly RowSpec[],
  columns: readonly ImportColumn[] = IMPORT_COLUMNS,
): string[][] {
  return [[...columns], ...products.map((product) => columns.map((c) => product[c] ?? ""))];
}

/** CSV bytes of the rows. */
export function csvBytes(rows: readonly (readonly string[])[]): Uint8Array {
  return new TextEncoder().encode(toCsv(rows));
}

/** XLSX bytes of the rows (first sheet). */
export function xlsxBytes(rows: readonly (readonly string[])[]): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows as string[][]), "Products");
  return new Uint8Array(XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
}

interface ZipEntry {
  name: string;
  data: Uint8Array;
}

/** A zip of deflated entries (what an .xlsx is). */
function zipOf(entries: readonly ZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data, { level: 9 });
    const fields = (signature: number, size: number) => {
      const header = Buffer.alloc(size);
      header.writeUInt32LE(signature, 0);
      return header;
    };
    const local = fields(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(entry.data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = fields(0x02014b50, 46);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(entry.data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** A workbook whose one sheet expands to `megabytes` MB of one repeated letter. */
export function zipBomb(megabytes: number): Uint8Array {
  const sheet = Buffer.alloc(megabytes * 1024 * 1024, "a");
  const open =
    '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>';
  sheet.write(open, 0);
  const close = "</t></is></c></row></sheetData></worksheet>";
  sheet.write(close, sheet.length - close.length);
  const text = (value: string) => new TextEncoder().encode(value);
  return zipOf([
    { name: "[Content_Types].xml", data: text('<?xml version="1.0"?><Types/>') },
    { name: "xl/workbook.xml", data: text('<?xml version="1.0"?><workbook/>') },
    { name: "xl/worksheets/sheet1.xml", data: sheet },
  ]);
}
