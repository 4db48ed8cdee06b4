// Bench: the files the bulk import bench posts, of new products like a real catalogue's.
import * as XLSX from "xlsx";
import { toCsv } from "../../src/lib/import/csv.ts";

// Rows like a real catalogue's: every column, multi-line specifications, one subcategory each.
function rowsOf(count: number, tag: string): string[][] {
  const header = ["name", "slug", "category", "subcategory", "shortDescription", "description"];
  const rest = ["specifications", "sku", "metaKeywords", "metaTitle", "metaDescription", "status"];
  const rows = [[...header, ...rest, "featured", "image", "pdf"]];
  for (let i = 0; i < count; i += 1) {
    const name = `Bench ${tag} Printer ${i}`;
    rows.push([
      name,
      "",
      "printers",
      ["Desktop Printers", "Industrial Printers", "Mobile Printers"][i % 3]!,
      `A ${tag} bench printer for labels, number ${i}.`,
      `The bench ${tag} printer ${i} prints labels.\nIt is made for the benchmark.`,
      "Resolution: 203 dpi\nSpeed: 152 mm/s\nInterfaces: USB, Ethernet",
      `BENCH-${tag}-${i}`,
      "bench, printer",
      name,
      `Bench printer ${i}`,
      i % 10 === 0 ? "inactive" : "active",
      i % 50 === 0 ? "true" : "false",
      "/images/products/desktop-printer.svg",
      "",
    ]);
  }
  return rows;
}

/** A file of `format` with `count` new products, their names and SKUs tagged with the format. */
export function importFileOf(format: "csv" | "xlsx", count: number): Uint8Array {
  const rows = rowsOf(count, format);
  if (format === "csv") return new TextEncoder().encode(toCsv(rows));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Products");
  return new Uint8Array(
    XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer,
  );
}
