// Every public page type is valid HTML as visitors get it: each page is fetched from the served
// site (so the product's city page comes from the product-page function) and all are checked in
// one run of the W3C Nu Html Checker. Any error fails the test; warnings are reported.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "../support/browser-test.ts";
import { checkHtmlFiles, type NuFinding } from "./nu-html-checker.ts";

const PAGES: readonly (readonly [kind: string, path: string, status?: number])[] = [
  ["home", "/"],
  ["listing", "/products"],
  ["listing page 2", "/products/page/2"],
  ["category", "/products/printers"],
  ["category shortcut", "/printers"],
  ["subcategory", "/products/printers/desktop-printers"],
  ["preset subcategory", "/desktop-printers"],
  ["product", "/zebra-zt230-industrial-barcode-printer"],
  ["product in a city", "/zebra-zt230-industrial-barcode-printer/in-mumbai-india"],
  ["search", "/search?q=zebra"],
  ["compare", "/compare?products=zebra-zd421-desktop-barcode-printer"],
  ["blogs", "/blogs"],
  ["blog post", "/blog/direct-thermal-vs-thermal-transfer-printing"],
  ["contact", "/contact"],
  ["quote list", "/quote"],
  ["quote sent", "/quote/sent"],
  ["contact sent", "/contact/sent"],
  ["service and support", "/service-support"],
  ["about", "/about"],
  ["drivers", "/drivers"],
  ["jobs", "/jobs"],
  ["job", "/jobs/service-engineer-barcode-printers"],
  ["locations", "/location"],
  ["city", "/location/mumbai"],
  ["network", "/network"],
  ["privacy policy", "/privacy-policy"],
  ["cookie policy", "/cookie-policy"],
  ["not found", "/no-such-page", 404],
  ["blog post not found", "/blog/no-such-post", 404],
  ["job not found", "/jobs/no-such-job", 404],
  ["city not found", "/location/no-such-city", 404],
  ["location demo", "/location-demo"],
  ["SEO demo", "/seo-demo"],
  ["email test", "/email-test"],
  ["status", "/test"],
  ["test product", "/test-product"],
  ["admin", "/admin"],
];

// One test, so the pages are fetched and checked once (a failed test would restart the worker
// and check them all again); each page's errors are its own soft failure.
test("every public page type is valid HTML (W3C Nu Html Checker)", async ({ request }) => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(join(tmpdir(), "valid-html-"));
  try {
    const files = [];
    for (const [index, [, path, status = 200]] of PAGES.entries()) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      const file = join(folder, `page-${String(index).padStart(2, "0")}.html`);
      writeFileSync(file, await response.body());
      files.push(file);
    }
    const findings = checkHtmlFiles(files);
    for (const [index, [kind, path]] of PAGES.entries()) {
      const found = findings.get(files[index]!) ?? [];
      const texts = (wanted: NuFinding["kind"]) =>
        found.filter((each) => each.kind === wanted).map((each) => each.text);
      for (const warning of texts("warning"))
        test.info().annotations.push({ type: "warning", description: `${path}: ${warning}` });
      expect.soft(texts("error"), `Nu Html Checker errors on ${path} (${kind})`).toEqual([]);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
