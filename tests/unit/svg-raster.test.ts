// An uploaded SVG becomes the PNG it draws: sized for the variants, and drawn from the upload alone
// (librsvg inside sharp fetches no URL and reads no file an SVG names).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UploadRejectedError } from "../../src/server/storage/content-type.ts";
import { rasteriseSvg } from "../../src/server/storage/svg-raster.ts";

const svgOf = (markup: string) => new TextEncoder().encode(markup);
const SVG_NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

async function pixels(png: Uint8Array) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

// Pixels that are clearly red: what the test's red PNG would leave if an SVG could load it.
async function redPixels(png: Uint8Array): Promise<number> {
  const { data, channels } = await pixels(png);
  let red = 0;
  for (let at = 0; at < data.length; at += channels) {
    if (data[at]! > 200 && data[at + 1]! < 50 && data[at + 3]! > 200) red += 1;
  }
  return red;
}

describe("rasteriseSvg", () => {
  it.each([
    ["a size in pixels", 'width="200" height="100"'],
    ["no size but its viewBox", ""],
    ["a size in centimetres", 'width="10cm" height="5cm"'],
  ])("draws a drawing with %s at 1280 pixels on its longer side", async (_case, size) => {
    const drawn = await rasteriseSvg(
      svgOf(`<svg ${SVG_NS} ${size} viewBox="0 0 24 12"><rect width="24" height="12"/></svg>`),
    );
    expect(drawn.type).toEqual({ mime: "image/png", ext: "png" });
    const { width, height } = await pixels(drawn.bytes);
    expect([width, height]).toEqual([1280, 640]);
  });

  it.each([
    ["malformed XML", `<svg ${SVG_NS}><rect></svg>`],
    ["XHTML around an SVG", `<html xmlns="http://www.w3.org/1999/xhtml"><svg ${SVG_NS}/></html>`],
    ["a declared size of a trillion pixels", `<svg ${SVG_NS} width="1000000" height="1000000"/>`],
    [
      "an entity expansion bomb",
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">${[
        "b",
        "c",
        "d",
        "e",
        "f",
        "g",
        "h",
      ]
        .map((name, index) => {
          const previous = "abcdefg"[index]!;
          return `<!ENTITY ${name} "${`&${previous};`.repeat(10)}">`;
        })
        .join("")}]><svg ${SVG_NS} width="40" height="10"><text y="5">&h;</text></svg>`,
    ],
  ])("refuses %s", async (_case, markup) => {
    await expect(rasteriseSvg(svgOf(markup))).rejects.toThrow(UploadRejectedError);
  });
});

describe("an SVG's references", () => {
  let folder: string;
  let server: Server;
  let origin: string;
  const requests: string[] = [];

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "svg-raster-"));
    await writeFile(join(folder, "secret.txt"), "WWWWWWWWWWWWWWWWWWWW");
    const red = sharp({ create: { width: 50, height: 50, channels: 3, background: "#f00" } });
    await writeFile(join(folder, "red.png"), await red.png().toBuffer());
    server = createServer((req, res) => {
      requests.push(req.url ?? "");
      res.end("");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(folder, { recursive: true, force: true });
  });

  it("are never fetched over the network, whether the SVG is drawn or refused", async () => {
    const at = (name: string) => `${origin}/${name}`;
    const markups = [
      `<svg ${SVG_NS} width="50" height="50"><image width="50" height="50" href="${at("image.png")}"/></svg>`,
      `<svg ${SVG_NS} width="50" height="50"><image width="50" height="50" xlink:href="${at("xlink.png")}"/></svg>`,
      `<svg ${SVG_NS} width="50" height="50"><use href="${at("use.svg#a")}"/></svg>`,
      `<svg ${SVG_NS} xmlns:xi="http://www.w3.org/2001/XInclude" width="50" height="50"><text><xi:include href="${at("xinclude")}" parse="text"/></text></svg>`,
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "${at("entity")}">]><svg ${SVG_NS} width="50" height="50"><text>&x;</text></svg>`,
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY % p SYSTEM "${at("parameter-entity")}"> %p;]><svg ${SVG_NS} width="50" height="50"/>`,
      `<?xml version="1.0"?><!DOCTYPE svg SYSTEM "${at("dtd")}"><svg ${SVG_NS} width="50" height="50"/>`,
      `<?xml-stylesheet href="${at("stylesheet.css")}"?><svg ${SVG_NS} width="50" height="50"/>`,
      `<svg ${SVG_NS} width="50" height="50"><style>@import url(${at("import.css")}); @font-face { font-family: x; src: url(${at("font.woff")}) } text { font-family: x }</style><text y="20">a</text><rect width="50" height="50" fill="url(${at("fill.svg#g")})" filter="url(${at("filter.svg#f")})"/></svg>`,
      `<svg ${SVG_NS} width="50" height="50"><filter id="f"><feImage href="${at("fe-image.png")}"/></filter><rect width="50" height="50" filter="url(#f)"/></svg>`,
    ];
    for (const markup of markups) await rasteriseSvg(svgOf(markup)).catch(() => undefined);
    expect(requests).toEqual([]);
  });

  it("never read a local file: an image, an XInclude or an external entity", async () => {
    const file = (name: string) => `file://${join(folder, name)}`;
    const image = await rasteriseSvg(
      svgOf(
        `<svg ${SVG_NS} width="50" height="50"><image width="50" height="50" xlink:href="${file("red.png")}"/></svg>`,
      ),
    );
    expect(await redPixels(image.bytes)).toBe(0);

    const text = (inside: string) =>
      `<svg ${SVG_NS} xmlns:xi="http://www.w3.org/2001/XInclude" width="400" height="100"><text x="0" y="50" font-size="40">${inside}</text></svg>`;
    const included = await rasteriseSvg(
      svgOf(text(`<xi:include href="${file("secret.txt")}" parse="text"/>`)),
    );
    const empty = await rasteriseSvg(svgOf(text("")));
    expect((await pixels(included.bytes)).data).toEqual((await pixels(empty.bytes)).data);

    const entity = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "${file("secret.txt")}">]>${text("&x;")}`;
    await expect(rasteriseSvg(svgOf(entity))).rejects.toThrow(UploadRejectedError);
  });

  it("draw an image the SVG carries inside itself (a data: URL)", async () => {
    const red = await sharp({ create: { width: 50, height: 50, channels: 3, background: "#f00" } })
      .png()
      .toBuffer();
    const drawn = await rasteriseSvg(
      svgOf(
        `<svg ${SVG_NS} width="50" height="50"><image width="50" height="50" href="data:image/png;base64,${red.toString("base64")}"/></svg>`,
      ),
    );
    expect(await redPixels(drawn.bytes)).toBe(1280 * 1280);
  });
});
