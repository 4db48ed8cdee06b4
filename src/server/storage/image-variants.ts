// Resized AVIF and WebP copies of an uploaded photo, made once when it is uploaded so that no build
// ever processes an image (docs/decisions/0048-images.md). Names: src/lib/image-variants.ts.
import type { Sharp } from "sharp";
import { VARIANT_FORMATS, variantWidthsFor, type VariantFormat } from "../../lib/image-variants.ts";

/** Types that get variants (an SVG arrives as its PNG); a GIF, maybe animated, is kept as sent. */
const RESIZED_TYPES = new Set(["jpg", "png", "webp"]);

// A 2 MB upload can still decode to gigapixels (a decompression bomb): past this, no variants.
const MAX_INPUT_PIXELS = 40_000_000;

// AVIF encoder effort 1 of 9: measured here, files about as small as effort 2's in less time;
// effort 0 made flat, screenshot-like images much larger (docs/decisions/0048-images.md; figures
// in docs/benchmarks.md, Images).
const ENCODERS: Record<string, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 1 }),
  webp: (image) => image.webp({ quality: 78 }),
};

/** One resized copy of an upload. */
export interface ImageVariant {
  width: number;
  format: VariantFormat;
  bytes: Uint8Array;
}

/** An upload's variants and the widths they come in; both empty when it gets none. */
export interface ImageVariants {
  widths: number[];
  variants: ImageVariant[];
}

const NONE: ImageVariants = { widths: [], variants: [] };

async function decodedWidth(image: Sharp): Promise<number | null> {
  try {
    // autoOrient: a phone photo's width is the one it is shown at, after its EXIF rotation.
    const { autoOrient } = await image.metadata();
    return autoOrient.width;
  } catch {
    return null;
  }
}

/**
 * The variants of an uploaded image of type `ext` (the detected one). Images that are not photos,
 * narrower than the smallest variant, or unreadable (corrupt, too many pixels) get none and are
 * served as uploaded, as before variants existed.
 */
export async function makeImageVariants(bytes: Uint8Array, ext: string): Promise<ImageVariants> {
  if (!RESIZED_TYPES.has(ext)) return NONE;
  // Loaded on first use: importing sharp (libvips) costs 50-90 ms, which every cold start of the
  // product and taxonomy functions would pay, reads included, if it were imported at the top.
  const { default: sharp } = await import("sharp");
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "warning" });
  const width = await decodedWidth(image);
  const widths = width === null ? [] : variantWidthsFor(width);
  if (widths.length === 0) return NONE;
  try {
    const variants = await Promise.all(
      widths.flatMap((variantWidth) =>
        VARIANT_FORMATS.map(async (format) => {
          const resized = image.clone().autoOrient().resize({ width: variantWidth });
          const output = await ENCODERS[format.ext]!(resized).toBuffer();
          return { width: variantWidth, format, bytes: new Uint8Array(output) };
        }),
      ),
    );
    return { widths, variants };
  } catch (error) {
    // A file whose header reads but whose pixels do not (truncated): kept, without variants.
    console.warn("Image variants not made:", error instanceof Error ? error.message : error);
    return NONE;
  }
}
