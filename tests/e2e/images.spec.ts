// Images: every image has its box before it loads (width and height), the first visible
// ones load at once and the first ahead of the rest, those below the first screen wait until
// scrolled near; a photo uploaded in the admin reaches its product page as AVIF and WebP variants,
// and the placeholder still takes over when it cannot load.
import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser-test.ts";
import sharp from "sharp";
import { ADMIN } from "./admin-support.ts";

interface ImageFacts {
  src: string;
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchpriority: string | null;
  decoding: string | null;
  top: number;
}

// Every <img> of the page as loaded, before any scrolling, with where its box starts.
const imagesOf = (page: Page): Promise<ImageFacts[]> =>
  page.evaluate(() =>
    [...document.images].map((image) => ({
      src: image.getAttribute("src") ?? "",
      width: image.getAttribute("width"),
      height: image.getAttribute("height"),
      loading: image.getAttribute("loading"),
      fetchpriority: image.getAttribute("fetchpriority"),
      decoding: image.getAttribute("decoding"),
      top: image.getBoundingClientRect().top,
    })),
  );

// A photo-like picture: a gradient and a disc, which a camera's JPEG would be.
const PHOTO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#f4f7fb"/><stop offset="1" stop-color="#1d4f8a"/>
  </linearGradient></defs>
  <rect width="1600" height="1200" fill="url(#g)"/>
  <circle cx="800" cy="600" r="360" fill="#f59e0b"/>
</svg>`;

const PAGES = [
  "/",
  "/products",
  "/printers",
  "/products/printers/desktop-printers",
  "/zebra-zd421-desktop-barcode-printer",
  "/contact",
  "/blogs",
  "/blog/android-mobile-computers-field-sales-distribution",
];

// The first screens the loading rules are judged on: Lighthouse's phone and a laptop.
const SCREENS = [
  { width: 412, height: 823 },
  { width: 1280, height: 720 },
];

for (const path of PAGES) {
  test(`${path}: every image has a size; one below the first screen of both a phone and a laptop loads lazily`, async ({
    page,
  }) => {
    const seen: ImageFacts[][] = [];
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      await page.goto(path);
      seen.push(await imagesOf(page));
    }
    const [phone, laptop] = seen as [ImageFacts[], ImageFacts[]];
    expect(phone.length).toBeGreaterThan(0);
    expect(laptop.map((image) => image.src)).toEqual(phone.map((image) => image.src));
    phone.forEach((image, index) => {
      expect(Number(image.width), image.src).toBeGreaterThan(0);
      expect(Number(image.height), image.src).toBeGreaterThan(0);
      const belowFirstScreens =
        image.top >= SCREENS[0]!.height && laptop[index]!.top >= SCREENS[1]!.height;
      const expected = belowFirstScreens ? ["lazy", "async"] : [image.loading, image.decoding];
      expect([image.src, image.loading, image.decoding]).toEqual([image.src, ...expected]);
    });
  });
}

test("a listing loads its first row at once, the first image ahead of all others", async ({
  page,
}) => {
  await page.goto("/products");
  // Cards' pictures: the demo's, uploaded ones, and the placeholder of a product without one.
  const cards = (await imagesOf(page)).filter((image) =>
    /\/images\/products\/|\/images\/placeholder\.svg|\/api\/storage\//.test(image.src),
  );
  // Earlier browser tests add and delete products: how many cards there are is theirs to say, the
  // order of loading is not (three to a row at this width).
  expect(cards.length).toBeGreaterThan(3);
  expect(cards.map((image) => [image.loading, image.fetchpriority])).toEqual([
    ["eager", "high"],
    ["eager", null],
    ["eager", null],
    ...Array.from({ length: cards.length - 3 }, () => ["lazy", null]),
  ]);
});

test("a product page's main image loads at once and ahead of all others", async ({ page }) => {
  await page.goto("/zebra-zd421-desktop-barcode-printer");
  const main = page.getByRole("img", { name: "Zebra ZD421 Desktop Barcode Printer" });
  await expect(main).toHaveAttribute("loading", "eager");
  await expect(main).toHaveAttribute("fetchpriority", "high");
  const highs = (await imagesOf(page)).filter((image) => image.fetchpriority === "high");
  expect(highs).toHaveLength(1);
});

test.describe("an uploaded photo", () => {
  // Its tests read the product the hook below gives new images, once, in one worker.
  test.describe.configure({ mode: "default", timeout: 420_000 });
  // A product no other browser test looks at.
  const slug = "honeywell-n6700-series-scan-engine";
  const name = "Honeywell N6700 Series Scan Engine";
  const variant = /\.(320|640|960|1280)w\.(avif|webp)$/;

  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(420_000);
    const page = await browser.newPage();
    const request = page.request;
    const origin = baseURL!;
    expect((await request.post("/api/auth/login", { headers: { origin }, data: ADMIN })).ok()).toBe(
      true,
    );
    const list = await request.get(`/api/admin/products?search=${slug}`);
    const { id } = ((await list.json()) as { products: { id: number }[] }).products[0]!;
    const product = (await (await request.get(`/api/admin/products/${id}`)).json()) as Record<
      string,
      unknown
    >;
    const fields = Object.fromEntries(
      Object.entries({
        name: product.name,
        slug: product.slug,
        category: product.category_id,
        subcategory: product.subcategory_id,
        brand: product.brand_id,
        shortDescription: product.shortDescription,
        description: product.description,
        sku: product.sku,
        status: product.status,
        featured: product.featured,
        version: product.version,
      })
        .filter(([, value]) => value !== null && value !== undefined)
        .map(([key, value]) => [key, String(value)]),
    );
    const photo = await sharp(Buffer.from(PHOTO_SVG)).jpeg({ quality: 85 }).toBuffer();
    const saved = await request.put(`/api/products/${id}`, {
      headers: { origin },
      multipart: {
        ...fields,
        image: { name: "scan-engine.jpg", mimeType: "image/jpeg", buffer: photo },
      },
    });
    expect(saved.status()).toBe(200);
    // The edit is published by a rebuild of the site.
    await expect
      .poll(async () => (await (await request.get(`/${slug}`)).text()).includes("image/avif"), {
        timeout: 360_000,
        intervals: [2_000],
      })
      .toBe(true);
    await page.close();
  });

  test("is shown from its AVIF variant at a width that fits, in a box that keeps its ratio", async ({
    page,
  }) => {
    await page.goto(`/${slug}`);
    const image = page.getByRole("img", { name });
    const sources = page.locator("picture").filter({ has: image }).locator("source");
    await expect(sources).toHaveCount(2);
    await expect(sources.first()).toHaveAttribute("type", "image/avif");
    await expect(sources.last()).toHaveAttribute("type", "image/webp");
    for (const source of await sources.all()) {
      const candidates = (await source.getAttribute("srcset"))!.split(", ");
      expect(candidates.map((candidate) => candidate.split(" ")[1])).toEqual([
        "320w",
        "640w",
        "960w",
        "1280w",
      ]);
    }
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    const shown = await image.evaluate((element: HTMLImageElement) => ({
      current: element.currentSrc,
      width: element.getBoundingClientRect().width,
      height: element.getBoundingClientRect().height,
    }));
    expect(shown.current).toMatch(/\.(640|960|1280)w\.avif$/);
    expect(shown.width / shown.height).toBeCloseTo(4 / 3, 1);
  });

  test("gives way to the placeholder when neither variant nor original loads", async ({ page }) => {
    await page.route(variant, (route) => route.abort());
    await page.route(/\.w320-640-960-1280\.jpg$/, (route) => route.abort());
    await page.goto(`/${slug}`);
    const image = page.getByRole("img", { name });
    await expect(image).toHaveAttribute("src", "/images/placeholder.svg");
    await expect(page.locator("picture source")).toHaveCount(0);
  });
});
