// Every public page type is valid HTML as visitors get it: each page is fetched from the served
// site (so the product's city page comes from the product-page function) and all are checked in
// one run of the W3C Nu Html Checker. Any error fails the test; warnings are reported.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "../support/browser-test.ts";
import { checkHtmlFiles, type NuFinding } from "./nu-html-checker.ts";
import { PAGE_TYPES } from "./page-types.ts";

// One test, so the pages are fetched and checked once (a failed test would restart the worker
// and check them all again); each page's errors are its own soft failure.
test("every public page type is valid HTML (W3C Nu Html Checker)", async ({ request }) => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(join(tmpdir(), "valid-html-"));
  try {
    const files = [];
    for (const [index, { path, status = 200 }] of PAGE_TYPES.entries()) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      const file = join(folder, `page-${String(index).padStart(2, "0")}.html`);
      writeFileSync(file, await response.body());
      files.push(file);
    }
    const findings = checkHtmlFiles(files);
    for (const [index, { kind, path }] of PAGE_TYPES.entries()) {
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
