// The sample import file (document 3 §3, §7.3): sample_products.csv (public/samples/) and
// sample_products.xlsx (GET /api/import/sample-excel) hold these rows, in the import's columns,
// with multi-line specifications and key features. Categories, subcategories and brands are given
// by name; one price is in rupees, the other "Price on request".
import { toCsv } from "./csv.ts";
import { IMPORT_COLUMNS, type ImportColumn } from "./import-columns.ts";

/** The sample's products, one object per row. */
const SAMPLE_PRODUCTS: readonly Record<ImportColumn, string>[] = [
  {
    name: "Sample Desktop Label Printer DL-200",
    slug: "sample-desktop-label-printer-dl-200",
    category: "printers",
    subcategory: "Desktop Printers",
    shortDescription:
      "4-inch thermal transfer desktop printer for billing counters and dispatch desks.",
    description:
      "A compact 203 dpi printer for shipping labels, price tags and barcodes.\nLoads ribbons and labels in seconds.",
    specifications:
      "Print method: Thermal transfer and direct thermal\nResolution: 203 dpi\nPrint speed: Up to 152 mm/s\nInterfaces: USB 2.0, Ethernet",
    sku: "SAMPLE-DL-200",
    metaKeywords: "desktop label printer, thermal transfer printer",
    metaTitle: "Sample Desktop Label Printer DL-200",
    metaDescription: "A 4-inch desktop label printer for retail and e-commerce.",
    status: "active",
    featured: "true",
    image: "/images/products/desktop-printer.svg",
    pdf: "",
    price: "24999",
    brand: "TSC",
    model: "DL-200",
    keyFeatures: "Loads ribbons and labels in seconds\n203 dpi, up to 152 mm/s\nUSB and Ethernet",
  },
  {
    name: "Sample Handheld Scanner HS-10",
    slug: "sample-handheld-scanner-hs-10",
    category: "Barcode Scanners",
    subcategory: "handheld-scanners",
    shortDescription: "Corded 2D imager that reads barcodes from labels and phone screens.",
    description: "A light handheld scanner for billing counters, with a stand for hands-free use.",
    specifications:
      "Scan type: 2D area imager\nSymbologies: 1D, QR Code, Data Matrix, PDF417\nInterface: USB\nDrop rating: 1.5 m to concrete",
    sku: "SAMPLE-HS-10",
    metaKeywords: "2d barcode scanner, handheld scanner",
    metaTitle: "Sample Handheld Scanner HS-10",
    metaDescription: "A corded 2D handheld barcode scanner.",
    status: "inactive",
    featured: "false",
    image: "/images/products/handheld-scanner.svg",
    pdf: "",
    price: "Price on request",
    brand: "Honeywell",
    model: "HS-10",
    keyFeatures: "Reads barcodes from phone screens\nStand for hands-free scanning",
  },
];

/** The sample as rows of cells: the header row, then one row per product. */
export function sampleRows(): string[][] {
  return [
    [...IMPORT_COLUMNS],
    ...SAMPLE_PRODUCTS.map((product) => IMPORT_COLUMNS.map((column) => product[column])),
  ];
}

/** The text of sample_products.csv. */
export function sampleCsv(): string {
  return toCsv(sampleRows());
}
