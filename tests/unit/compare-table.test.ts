import { describe, expect, it } from "vitest";
import type { CompareProduct } from "../../src/lib/compare/compare-answer.ts";
import {
  alignSpecifications,
  cellsDiffer,
  compareTable,
} from "../../src/lib/compare/compare-table.ts";
import { parseSpecifications } from "../../src/lib/catalogue/specifications.ts";

const rows = (...texts: string[]) => texts.map((text) => parseSpecifications(text));

describe("alignSpecifications", () => {
  it("puts rows of the same name side by side, a row one product lacks as null", () => {
    const aligned = alignSpecifications(
      rows(
        "Print method: Thermal transfer\nResolution: 203 dpi\nWarranty: 1 year",
        "Resolution: 300 dpi\nPrint method: Thermal transfer",
      ),
    );
    expect(aligned).toEqual([
      {
        label: "Print method",
        cells: ["Thermal transfer", "Thermal transfer"],
        differs: false,
      },
      { label: "Resolution", cells: ["203 dpi", "300 dpi"], differs: true },
      { label: "Warranty", cells: ["1 year", null], differs: true },
    ]);
  });

  it.each([
    [
      "a label another product lacks goes before the next shared one",
      ["A: 1\nB: 2\nD: 4", "A: 1\nC: 3\nD: 4"],
      ["A", "B", "C", "D"],
    ],
    [
      "labels of a later product only go last, in its order",
      ["A: 1", "Y: 1\nZ: 2"],
      ["A", "Y", "Z"],
    ],
    [
      "names match whatever their case and spacing; the first spelling is kept",
      ["Print  Speed: 6 ips", "print speed: 8 ips"],
      ["Print  Speed"],
    ],
    ["three products", ["A: 1", "B: 2", "A: 1\nC: 3"], ["A", "B", "C"]],
  ])("%s", (_name, texts, labels) => {
    expect(alignSpecifications(rows(...texts)).map((row) => row.label)).toEqual(labels);
  });

  it("joins the values of a name a product repeats", () => {
    expect(
      alignSpecifications(rows("Interface: USB\nInterface: Ethernet", "Interface: USB")),
    ).toEqual([{ label: "Interface", cells: ["USB; Ethernet", "USB"], differs: true }]);
  });

  it("reads a row typed without a value as no value", () => {
    expect(alignSpecifications(rows("Warranty:", "Colour: Black"))).toEqual([
      { label: "Warranty", cells: [null, null], differs: false },
      { label: "Colour", cells: [null, "Black"], differs: true },
    ]);
  });
});

describe("cellsDiffer", () => {
  it.each([
    [["203 dpi", "203 dpi"], false],
    [["203 dpi", "203 DPI."], false],
    [["203 dpi", "203  dpi"], false],
    [["203 dpi", "300 dpi"], true],
    [["203 dpi", null], true],
    [[null, null], false],
    [
      [
        ["a", "b"],
        ["a", "b"],
      ],
      false,
    ],
    [
      [
        ["a", "b"],
        ["b", "a"],
      ],
      true,
    ],
    [[[], null], false],
    [["only one"], false],
  ] as const)("%j differ: %s", (cells, differs) => {
    expect(cellsDiffer(cells as never)).toBe(differs);
  });
});

const product = (overrides: Partial<CompareProduct>): CompareProduct => ({
  slug: "zebra-zd230",
  name: "Zebra ZD230",
  brand: "Zebra",
  model: "ZD230",
  price: 18500,
  image: null,
  features: [],
  specifications: null,
  ...overrides,
});

describe("compareTable", () => {
  it("gives price, brand, model and key features first, then the Technical Details", () => {
    const table = compareTable([
      product({ features: ["USB"], specifications: "Resolution: 203 dpi" }),
      product({
        slug: "zebra-zd421",
        name: "Zebra ZD421",
        model: "ZD421",
        price: null,
        features: ["USB", "Bluetooth"],
        specifications: "Resolution: 300 dpi\nCutter: Optional",
      }),
    ]);
    expect(table.summary).toEqual([
      { label: "Price", cells: ["₹18,500", "Price on Request"], differs: true },
      { label: "Brand", cells: ["Zebra", "Zebra"], differs: false },
      { label: "Model", cells: ["ZD230", "ZD421"], differs: true },
      { label: "Key features", cells: [["USB"], ["USB", "Bluetooth"]], differs: true },
    ]);
    expect(table.details).toEqual([
      { label: "Resolution", cells: ["203 dpi", "300 dpi"], differs: true },
      { label: "Cutter", cells: [null, "Optional"], differs: true },
    ]);
  });

  it("marks nothing when one product is shown", () => {
    const { summary, details } = compareTable([product({ specifications: "A: 1" })]);
    expect([...summary, ...details].some((row) => row.differs)).toBe(false);
  });
});
