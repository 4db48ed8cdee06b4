import { describe, expect, it } from "vitest";
import {
  parseVariantWidths,
  VARIANT_FORMATS,
  variantPath,
  variantSources,
  variantWidthsFor,
  withVariantWidths,
} from "../../src/lib/image-variants.ts";

const ORIGINAL = "products/2026/11/1b4e28ba-2fa1-11d2-883f-0016d3cca427-zebra-zt411";
const URL_BASE = "https://example.supabase.co/storage/v1/object/public/public";

describe("variantWidthsFor", () => {
  it.each([
    [100, []],
    [319, []],
    [320, [320]],
    [1000, [320, 640, 960]],
    [1280, [320, 640, 960, 1280]],
    [6000, [320, 640, 960, 1280]],
  ])("an original %i pixels wide gets variants %j", (width, expected) => {
    expect(variantWidthsFor(width)).toEqual(expected);
  });
});

describe("withVariantWidths", () => {
  it.each([
    [`${ORIGINAL}.jpg`, [320, 640], `${ORIGINAL}.w320-640.jpg`],
    [`${ORIGINAL}.png`, [320, 640, 960, 1280], `${ORIGINAL}.w320-640-960-1280.png`],
    [`${ORIGINAL}.webp`, [], `${ORIGINAL}.webp`],
  ])("%s with %j is %s", (path, widths, expected) => {
    expect(withVariantWidths(path, widths)).toBe(expected);
  });
});

describe("parseVariantWidths", () => {
  it.each([
    [`${URL_BASE}/${ORIGINAL}.w320-640.jpg`, `${URL_BASE}/${ORIGINAL}`, [320, 640]],
    [`/api/storage/public/${ORIGINAL}.w320.PNG`, `/api/storage/public/${ORIGINAL}`, [320]],
    [`${ORIGINAL}.w320-640-960-1280.webp`, ORIGINAL, [320, 640, 960, 1280]],
  ])("%s names %s at %j", (url, stem, widths) => {
    expect(parseVariantWidths(url)).toEqual({ stem, widths });
  });

  it.each([
    ["an image without variants", `${URL_BASE}/${ORIGINAL}.jpg`],
    ["an SVG", "/images/products/desktop-printer.svg"],
    ["a GIF with the marker", `${ORIGINAL}.w320.gif`],
    ["a query after the name", `${URL_BASE}/${ORIGINAL}.w320.jpg?v=2`],
    ["a comma, which srcset reserves", "https://cdn.example.com/a,b.w320.jpg"],
    ["a space, which srcset reserves", "https://cdn.example.com/a b.w320.jpg"],
    ["a width of one digit", `${ORIGINAL}.w3.jpg`],
    ["an empty width", `${ORIGINAL}.w320-.jpg`],
  ])("finds none in %s", (_case, url) => {
    expect(parseVariantWidths(url)).toBeNull();
  });
});

describe("variantPath", () => {
  it("names each variant after the original's stem, its width and its format", () => {
    const original = `${ORIGINAL}.w320-640.jpg`;
    expect(VARIANT_FORMATS.map((format) => variantPath(original, 640, format))).toEqual([
      `${ORIGINAL}.640w.avif`,
      `${ORIGINAL}.640w.webp`,
    ]);
  });

  it("refuses a width the original does not name", () => {
    expect(() => variantPath(`${ORIGINAL}.w320.jpg`, 640, VARIANT_FORMATS[0]!)).toThrow(
      /names no variant 640/,
    );
    expect(() => variantPath(`${ORIGINAL}.jpg`, 320, VARIANT_FORMATS[0]!)).toThrow();
  });
});

describe("variantSources", () => {
  it("offers AVIF, then WebP, at every width the URL names", () => {
    expect(variantSources(`${URL_BASE}/${ORIGINAL}.w320-640.png`)).toEqual([
      {
        type: "image/avif",
        srcset: `${URL_BASE}/${ORIGINAL}.320w.avif 320w, ${URL_BASE}/${ORIGINAL}.640w.avif 640w`,
      },
      {
        type: "image/webp",
        srcset: `${URL_BASE}/${ORIGINAL}.320w.webp 320w, ${URL_BASE}/${ORIGINAL}.640w.webp 640w`,
      },
    ]);
  });

  it.each([null, undefined, "", "/images/placeholder.svg", `${URL_BASE}/${ORIGINAL}.jpg`])(
    "offers nothing for %j",
    (url) => {
      expect(variantSources(url)).toEqual([]);
    },
  );

  it("reads back the names the upload stores", () => {
    const stored = withVariantWidths(`${ORIGINAL}.jpg`, variantWidthsFor(700));
    const paths = VARIANT_FORMATS.flatMap((format) =>
      variantWidthsFor(700).map((width) => variantPath(stored, width, format)),
    );
    const offered = variantSources(stored).flatMap((source) =>
      source.srcset.split(", ").map((candidate) => candidate.split(" ")[0]),
    );
    expect(offered.sort()).toEqual(paths.sort());
  });
});
