// Names of the resized copies (variants) made of an uploaded photo, and the srcset that offers them.
// The stored original's name lists the widths it has variants at ("…-printer.w320-640.jpg"), so the
// build and the browser know them from the URL alone: no lookup per image, nothing to go stale.

/** Variant widths in pixels: a phone's card thumbnail at 3x up to a product page at 2x. */
export const VARIANT_WIDTHS: readonly number[] = [320, 640, 960, 1280];

/** One format every variant is made in. */
export interface VariantFormat {
  ext: string;
  type: string;
}

/** The formats of every variant, best first: browsers take the first they support. */
export const VARIANT_FORMATS: readonly VariantFormat[] = [
  { ext: "avif", type: "image/avif" },
  { ext: "webp", type: "image/webp" },
];

/** One <source> of a <picture>. */
export interface ImageSource {
  type: string;
  srcset: string;
}

// "<stem>.w<width>-<width>….<jpg|png|webp>"; the stem holds no space or comma, which srcset reserves.
const MARKED =
  /^(?<stem>[^\s,]+)\.w(?<widths>[1-9]\d{1,3}(?:-[1-9]\d{1,3})*)\.(?:jpe?g|png|webp)$/i;

/** The variant widths an original this wide gets: every step it fills without enlarging. */
export function variantWidthsFor(originalWidth: number): number[] {
  return VARIANT_WIDTHS.filter((width) => width <= originalWidth);
}

/** The name an original is stored under when it has variants at `widths` (unchanged if none). */
export function withVariantWidths(path: string, widths: readonly number[]): string {
  if (widths.length === 0) return path;
  return path.replace(/(\.[A-Za-z0-9]+)?$/, (ext) => `.w${widths.join("-")}${ext}`);
}

/** The stem and variant widths named by an original's path or URL; null when it names none. */
export function parseVariantWidths(url: string): { stem: string; widths: number[] } | null {
  const match = MARKED.exec(url);
  if (!match?.groups) return null;
  return { stem: match.groups.stem!, widths: match.groups.widths!.split("-").map(Number) };
}

/** Where the variant of an original at `width` in `format` is stored: "<stem>.<width>w.<ext>". */
export function variantPath(original: string, width: number, format: VariantFormat): string {
  const parsed = parseVariantWidths(original);
  if (!parsed?.widths.includes(width)) {
    throw new Error(`${original} names no variant ${width} pixels wide`);
  }
  return `${parsed.stem}.${width}w.${format.ext}`;
}

/** A <source> per variant format for an image URL that names variants; none for any other image. */
export function variantSources(url: string | null | undefined): ImageSource[] {
  const parsed = url ? parseVariantWidths(url) : null;
  if (!parsed) return [];
  return VARIANT_FORMATS.map((format) => ({
    type: format.type,
    srcset: parsed.widths
      .map((width) => `${parsed.stem}.${width}w.${format.ext} ${width}w`)
      .join(", "),
  }));
}
