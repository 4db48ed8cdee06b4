// An uploaded SVG is kept only as the PNG it draws (docs/decisions/0049-svg-uploads.md): its markup
// never reaches storage, so no filter has to recognise every way of writing a script in it
// (an <html:script> in the XHTML namespace, an entity-encoded javascript: link, handlers).
// librsvg, inside sharp's libvips, draws it; checked here, it loads no external entity, DTD,
// XInclude, image, stylesheet or font (only data: URLs), and refuses entity expansion bombs.
import { VARIANT_WIDTHS } from "../../lib/image-variants.ts";
import { UploadRejectedError, type FileType } from "./content-type.ts";

/** The type an SVG is stored as. */
const RASTERISED_SVG_TYPE: FileType = { mime: "image/png", ext: "png" };

// Drawn with its longer side at the widest variant, so every variant is made from it sharp.
const LONGER_SIDE = Math.max(...VARIANT_WIDTHS);
// libvips reads an SVG at 72 DPI; sharp takes densities from 1 to 100,000.
const BASE_DENSITY = 72;
const MAX_DENSITY = 100_000;
// The same decompression-bomb limit as photos: a declared size of gigapixels is refused.
const MAX_PIXELS = 40_000_000;
// A drawing that takes longer (deep filters, a million elements) is refused, not waited for.
const RENDER_SECONDS = 10;

/** A drawn SVG: the PNG's bytes and type. */
export interface RasterisedSvg {
  bytes: Uint8Array;
  type: FileType;
}

/** Draws an SVG into a PNG; throws UploadRejectedError when librsvg cannot read or draw it. */
export async function rasteriseSvg(svg: Uint8Array): Promise<RasterisedSvg> {
  // Loaded on first use, as in image-variants.ts: every form-reading function would pay for it.
  const { default: sharp } = await import("sharp");
  try {
    const declared = await sharp(svg, { limitInputPixels: MAX_PIXELS }).metadata();
    const longer = Math.max(declared.width, declared.height);
    const density = Math.min(MAX_DENSITY, Math.max(1, (BASE_DENSITY * LONGER_SIDE) / longer));
    // Sizes in physical units (cm, in) scale twice with the density: the resize brings them back.
    const png = await sharp(svg, { density, limitInputPixels: MAX_PIXELS })
      .resize({ width: LONGER_SIDE, height: LONGER_SIDE, fit: "inside", withoutEnlargement: true })
      .png()
      .timeout({ seconds: RENDER_SECONDS })
      .toBuffer();
    return { bytes: new Uint8Array(png), type: RASTERISED_SVG_TYPE };
  } catch (error) {
    throw new UploadRejectedError("This SVG image could not be read", { cause: error });
  }
}
