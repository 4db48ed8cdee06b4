// GET /api/compare: the compare page's one read (the issue "Compare"): up to four active
// products by slug, in the order asked, with the slugs that name no product on sale.
import { describe, expect, it } from "vitest";
import compare from "../../netlify/functions/products.mts";
import type { CompareAnswer } from "../../src/lib/compare/compare-answer.ts";
import { compareQueryMessages } from "../../src/lib/compare/compare-query.ts";
import { call, errorShape } from "../support/api.ts";

// Seed facts (scripts/seed-data/products.json): the GK420d is inactive.
const ZD230 = "zebra-zd230-desktop-label-printer";
const ZD421 = "zebra-zd421-desktop-barcode-printer";
const ZT230 = "zebra-zt230-industrial-barcode-printer";
const GK420D = "zebra-gk420d-direct-thermal-printer";

const get = async (query: string) => {
  const { status, body, headers } = await call(compare, `/api/compare${query}`);
  return { status, body: body as CompareAnswer, headers };
};

describe("GET /api/compare", () => {
  it("answers the products in the order asked, with the fields the comparison shows", async () => {
    const { status, body, headers } = await get(`?products=${ZD421},${ZD230}`);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toMatch(/^public, max-age=60/);
    expect(body.missing).toEqual([]);
    expect(body.products.map((product) => product.slug)).toEqual([ZD421, ZD230]);
    const zd230 = body.products[1]!;
    expect(Object.keys(zd230).sort()).toEqual(
      ["brand", "features", "image", "model", "name", "price", "slug", "specifications"].sort(),
    );
    expect(zd230).toMatchObject({
      name: "Zebra ZD230 Desktop Label Printer",
      brand: "Zebra",
      model: "ZD230",
      price: 18500,
    });
    expect(zd230.features).toContain("Affordable entry into Zebra's desktop range");
    expect(zd230.specifications).toMatch(/^Print method: Thermal transfer\nResolution: 203 dpi/);
  });

  it("names unknown and inactive products apart, and answers a repeated slug once", async () => {
    const { status, body } = await get(`?products=${ZT230},no-such-product,${GK420D},${ZT230}`);
    expect(status).toBe(200);
    expect(body.products.map((product) => product.slug)).toEqual([ZT230]);
    expect(body.missing).toEqual(["no-such-product", GK420D]);
  });

  it("answers none found as an empty list", async () => {
    const { status, body } = await get(`?products=${GK420D}`);
    expect(status).toBe(200);
    expect(body).toEqual({ products: [], missing: [GK420D] });
  });

  it.each([
    ["", compareQueryMessages.products],
    ["?products=", compareQueryMessages.products],
    ["?products=a,b,c,d,e", compareQueryMessages.products],
    ["?products=Zebra%20ZD230", compareQueryMessages.slug],
    ["?products=a,../b", compareQueryMessages.slug],
  ])("refuses %j with a 400", async (query, message) => {
    const { status, body } = await call(compare, `/api/compare${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject(errorShape);
    expect(JSON.stringify(body)).toContain(message);
  });

  it("takes four, and only GET", async () => {
    expect((await get("?products=a,b,c,d")).status).toBe(200);
    const { status, headers } = await call(compare, "/api/compare?products=a", { method: "POST" });
    expect(status).toBe(405);
    expect(headers.get("allow")).toBe("GET");
  });
});
