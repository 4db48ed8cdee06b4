// Product photos uploaded with the product form (POST /api/products, PUT /api/products/{id}) are
// stored with AVIF and WebP variants beside them, named so the build reads them from the URL
// (src/lib/image-variants.ts); an SVG is stored as the PNG it draws, with variants; other images
// are stored as sent; a refused save keeps no file.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import products from "../../netlify/functions/products.mts";
import { variantSources } from "../../src/lib/image-variants.ts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { formOf, PNG, send, signedInStaff, SITE } from "../support/staff.ts";

const db = usePrivateDatabase();
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let printers = 0;

beforeAll(async () => {
  staff = await signedInStaff(db());
  printers = (await db()`select id::int as id from categories where name = 'printers'`)[0]!.id;
});

let counter = 0;
const unique = () => `${process.pid}-${++counter}`;

const productFields = () => {
  const n = unique();
  return {
    name: `Photo Printer ${n}`,
    category: String(printers),
    shortDescription: "A short description",
    description: "A longer description",
    sku: `PHOTO-${n}`,
    status: "inactive",
  };
};

type Upload = { bytes: Uint8Array; name: string; type?: string };

async function create(image: Upload, fields = productFields()) {
  const { status, body } = await send(products, "/api/products", {
    method: "POST",
    cookie: staff.cookie,
    form: formOf(fields, { image }),
  });
  expect(status).toBe(201);
  return body.product as { id: number; image: string };
}

// A camera-like JPEG or PNG of the given size: a gradient, so every encoder has work to do.
async function picture(width: number, height: number, format: "jpeg" | "png", alpha = false) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#135"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)" opacity="${alpha ? 0.5 : 1}"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return new Uint8Array(await (format === "jpeg" ? image.jpeg() : image.png()).toBuffer());
}

// Local storage keeps a public file at <DATA_DIR>/storage/public/<path>.
const PUBLIC_ROOT = () => join(process.env.DATA_DIR!, "storage", "public");
const pathOf = (url: string) => url.replace(`${SITE}/api/storage/public/`, "");
const storedBytes = (url: string) => readFileSync(join(PUBLIC_ROOT(), pathOf(url)));
const storedType = (url: string) =>
  (
    JSON.parse(readFileSync(`${join(PUBLIC_ROOT(), pathOf(url))}.meta.json`, "utf8")) as {
      contentType: string;
    }
  ).contentType;
// The stored files (not their sidecars) whose names hold `marker`.
const storedNamed = (marker: string) => {
  const root = join(PUBLIC_ROOT(), "products");
  return existsSync(root)
    ? readdirSync(root, { recursive: true })
        .map(String)
        .filter((name) => name.includes(marker) && !name.endsWith(".meta.json"))
    : [];
};
// The URLs a <source> offers, by width.
const candidates = (url: string) =>
  variantSources(url).map((source) => ({
    type: source.type,
    urls: source.srcset.split(", ").map((candidate) => candidate.split(" ")[0]!),
  }));

describe("a product photo", () => {
  it("is stored with AVIF and WebP variants at every width up to 1280 pixels", async () => {
    const original = await picture(1600, 1200, "jpeg");
    const product = await create({ bytes: original, name: "Front view.jpg" });
    expect(product.image).toMatch(
      /\/products\/\d{4}\/\d{2}\/[0-9a-f-]{36}-front-view\.w320-640-960-1280\.jpg$/,
    );
    expect(new Uint8Array(storedBytes(product.image))).toEqual(original);
    const offered = candidates(product.image);
    expect(offered.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    for (const { type, urls } of offered) {
      const made = await Promise.all(
        urls.map(async (url) => {
          const meta = await sharp(storedBytes(url)).metadata();
          return [storedType(url), meta.format, meta.width, meta.height];
        }),
      );
      const format = type === "image/avif" ? "heif" : "webp";
      expect(made).toEqual([
        [type, format, 320, 240],
        [type, format, 640, 480],
        [type, format, 960, 720],
        [type, format, 1280, 960],
      ]);
    }
  });

  it("narrower than 1280 pixels gets only the widths it fills, and keeps its transparency", async () => {
    const product = await create({ bytes: await picture(700, 700, "png", true), name: "cut.png" });
    expect(product.image).toMatch(/-cut\.w320-640\.png$/);
    const [avif, webp] = candidates(product.image);
    expect(webp!.urls.map((url) => url.match(/\.(\d+)w\.webp$/)![1])).toEqual(["320", "640"]);
    const meta = await sharp(storedBytes(webp!.urls[1]!)).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([640, 640, true]);
    expect(avif!.urls).toHaveLength(2);
  });

  it("taken sideways (EXIF orientation) is sized and turned as it is shown", async () => {
    // Stored 1600 × 1200 with "rotate 90°": shown 1200 wide, 1600 high.
    const sideways = new Uint8Array(
      await sharp(await picture(1600, 1200, "jpeg"))
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer(),
    );
    const product = await create({ bytes: sideways, name: "phone.jpg" });
    expect(product.image).toMatch(/-phone\.w320-640-960\.jpg$/);
    const meta = await sharp(storedBytes(candidates(product.image)[1]!.urls[2]!)).metadata();
    expect([meta.width, meta.height]).toEqual([960, 1280]);
  });

  it("replaced in an edit gets variants of its own", async () => {
    const fields = productFields();
    const product = await create({ bytes: PNG, name: "pixel.png" }, fields);
    const { status, body } = await send(products, `/api/products/${product.id}`, {
      method: "PUT",
      cookie: staff.cookie,
      form: formOf(
        { ...fields, version: "1" },
        { image: { bytes: await picture(1000, 800, "jpeg"), name: "new.jpg" } },
      ),
    });
    expect(status).toBe(200);
    expect(body.product.image).toMatch(/-new\.w320-640-960\.jpg$/);
    expect(candidates(body.product.image).flatMap((source) => source.urls)).toHaveLength(6);
  });
});

describe("an image that is not a photo", () => {
  const GIF = Uint8Array.from(
    Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64"),
  );
  // JPEG's signature (accepted by content) followed by bytes no decoder can read.
  const BROKEN_JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 1, 2, 3, 4]);

  it.each([
    ["a GIF", GIF, "anim.gif", /-anim\.gif$/],
    ["a photo smaller than the smallest variant", PNG, "tiny.png", /-tiny\.png$/],
    ["a JPEG that cannot be decoded", BROKEN_JPEG, "broken.jpg", /-broken\.jpg$/],
  ])("%s is stored as sent, alone", async (_case, bytes, name, pattern) => {
    const product = await create({ bytes, name });
    expect(product.image).toMatch(pattern);
    expect(variantSources(product.image)).toEqual([]);
    const stem = pathOf(product.image)
      .split("/")
      .pop()!
      .replace(/\.[a-z]+$/, "");
    expect(storedNamed(stem)).toHaveLength(1);
  });
});

// The files an outside attack stored through the old SVG filter (the sandbox of the storage
// function stopped them in Chromium), and the ordinary forms of script in an SVG.
describe("an SVG", () => {
  const drawing = (inside: string, rootAttributes = "") =>
    new TextEncoder().encode(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="400" height="200"${rootAttributes}>` +
        `<rect width="400" height="200" fill="#135"/>${inside}</svg>`,
    );
  const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

  it.each([
    [
      "an <html:script> in the XHTML namespace",
      drawing(
        '<html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(document.domain)</html:script>',
      ),
    ],
    [
      "an entity-encoded javascript: link",
      drawing('<a xlink:href="&#106;avascript:alert(document.domain)"><text y="20">Go</text></a>'),
    ],
    ["a <script>", drawing("<script>alert(document.domain)</script>")],
    ["a CDATA <script>", drawing("<script><![CDATA[alert(document.domain)]]></script>")],
    ["an onload handler", drawing("", ' onload="alert(document.domain)"')],
    [
      "an <animate> that sets a javascript: link",
      drawing(
        '<a><animate attributeName="href" to="javascript:alert(1)"/><text y="20">Go</text></a>',
      ),
    ],
    ["nothing hostile", drawing("")],
  ])("with %s is stored as the PNG it draws, with variants", async (_case, bytes) => {
    const product = await create({ bytes, name: "Brand Logo.svg" });
    expect(product.image).toMatch(/-brand-logo\.w320-640-960-1280\.png$/);
    const stored = storedBytes(product.image);
    expect([...stored.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(storedType(product.image)).toBe("image/png");
    expect(stored.toString("latin1")).not.toMatch(/script|<svg|xhtml|onload|avascript/i);
    // Drawn at 1280 × 640, the rectangle's colour in its middle.
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1280, 640]);
    const middle = (320 * 1280 + 640) * info.channels;
    expect([...data.subarray(middle, middle + 3)]).toEqual([0x11, 0x33, 0x55]);
    const stem = pathOf(product.image).split("/").pop()!.split(".")[0]!;
    expect(storedNamed(stem)).toHaveLength(1 + 4 * 2);
  });
});

it("a refused save keeps neither the photo nor its variants", async () => {
  const fields = productFields();
  const product = await create({ bytes: PNG, name: "pixel.png" }, fields);
  const marker = `late-photo-${unique()}`;
  const { status } = await send(products, `/api/products/${product.id}`, {
    method: "PUT",
    cookie: staff.cookie,
    form: formOf(
      { ...fields, version: "7" },
      { image: { bytes: await picture(1400, 1000, "jpeg"), name: `${marker}.jpg` } },
    ),
  });
  expect(status).toBe(409);
  expect(storedNamed(marker)).toEqual([]);
});
