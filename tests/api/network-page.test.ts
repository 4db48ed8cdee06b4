// GET /api/network/page?q=…: what netlify.toml serves for /network?q=… (the directory's search
// without script). A small server stands in for the prebuilt /network page at the site's
// configured address; the directory comes from the test database.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import network from "../../netlify/functions/network.mts";
import { call, errorShape } from "../support/api.ts";

const POLICY = "default-src 'self'";
const PAGE = `<!DOCTYPE html><html><head><title>Our Network</title></head><body>
<form action="/search" method="get"><input name="q" role="combobox" value=""/></form>
<form class="network__search" role="search" action="/network" method="get"><label for="s">Search locations</label><input id="s" type="search" autoComplete="off" name="q" value=""/></form>
<div class="network-plain"><details><summary>India</summary></details></div>
</body></html>`;

let site: Server;

beforeAll(async () => {
  site = createServer((req, res) => {
    const found = req.url === "/network.html";
    res.writeHead(found ? 200 : 404, {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": POLICY,
    });
    res.end(found ? PAGE : "<title>Product Not Found</title>");
  });
  await new Promise<void>((done) => site.listen(0, "127.0.0.1", done));
  process.env.URL = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.URL;
  await new Promise<void>((done) => site.close(() => done()));
});

const page = async (q: string) => {
  const answer = await call(network, `/api/network/page?q=${encodeURIComponent(q)}`);
  return { ...answer, html: typeof answer.body === "string" ? answer.body : "" };
};

describe("GET /api/network/page (/network?q=… without script)", () => {
  it("is the /network page with the directory filtered, the matches opened, the term kept", async () => {
    const { status, headers, html } = await page("pune");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(headers.get("content-security-policy")).toBe(POLICY);
    expect(html).toContain(
      '<input id="s" type="search" autoComplete="off" name="q" value="pune"/>',
    );
    expect(html).toContain('<p role="status">Places matching “pune”:</p>');
    expect(html).toContain(
      '<details open><summary>India</summary><details open><summary>Maharashtra</summary><ul><li><a href="/location/pune">Pune</a></li>',
    );
    expect(html).not.toContain("Mumbai");
    // The header's product search keeps its own empty box.
    expect(html).toContain('<input name="q" role="combobox" value=""/>');
  });

  it("says No locations found when nothing matches", async () => {
    const { status, html } = await page("zzqx");
    expect(status).toBe(200);
    expect(html).toContain('<p role="status">No locations found</p>');
    expect(html).not.toContain("<details");
  });

  it("escapes the term wherever it shows it", async () => {
    const { html } = await page('"><script>alert(1)</script>');
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it("sends a blank search to the whole directory", async () => {
    const { status, headers } = await page("   ");
    expect(status).toBe(302);
    expect(new URL(headers.get("location")!).pathname).toBe("/network");
  });

  it("refuses a term over 100 characters with 400 in the error shape", async () => {
    const { status, body } = await page("a".repeat(101));
    expect(status).toBe(400);
    expect(body).toMatchObject({
      ...errorShape,
      error: { message: "Search must be at most 100 characters" },
    });
  });
});
