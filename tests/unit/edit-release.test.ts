// An edit release (src/server/publishing/local/edit-release.ts, site-releases.ts): the served release's files
// linked, never written through; the rendered pages, the sitemap new; the pages gone left out; a
// new inline script, a changed source file, or a release without a record takes a full build.
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { mkdir, readdir, rm, symlink, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  assembleEditRelease,
  editRelease,
  missingScriptHashes,
  releaseFiles,
} from "../../src/server/publishing/local/edit-release.ts";
import { buildFingerprint } from "../../src/server/publishing/local/build-fingerprint.ts";
import { pruneReleases, siteReleases } from "../../src/server/publishing/local/site-releases.ts";
import type { RenderedPage } from "../../src/astro-engine/selective-render.ts";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "edit-release-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const HASH = "'sha256-AAAA'";
const rendered = (file: string, text: string, scriptHashes = [HASH]): RenderedPage => ({
  pathname: `/${file.replace(/\.html$/, "")}`,
  file,
  body: Buffer.from(text),
  scriptHashes,
});

// A served release: two product pages, a listing, a page in a folder, the policy, the sitemap.
async function servedRelease(dir: string) {
  await mkdir(join(dir, "products"), { recursive: true });
  await mkdir(join(dir, "_astro"), { recursive: true });
  await writeFile(join(dir, "zebra-zt411.html"), "zt411 before");
  await writeFile(join(dir, "retired-scanner.html"), "retired");
  await writeFile(join(dir, "about.html"), "about");
  await writeFile(join(dir, "products.html"), "listing before");
  await writeFile(join(dir, "products", "printers.html"), "printers");
  await writeFile(join(dir, "_astro/app.js"), "code");
  await writeFile(
    join(dir, "_headers"),
    `/*\n  Content-Security-Policy: script-src 'self' ${HASH}\n`,
  );
  await writeFile(join(dir, "sitemap-0.xml"), "old sitemap");
  await writeFile(join(dir, "sitemap-1.xml"), "a second sitemap that is no longer needed");
  await writeFile(join(dir, "sitemap-index.xml"), "old index");
}

describe("assembleEditRelease", () => {
  it("links the untouched files, writes the touched ones anew and leaves the served release as it was", async () => {
    const served = join(root, "served");
    const next = join(root, "next");
    await servedRelease(served);
    await assembleEditRelease(served, next, {
      rendered: [
        rendered("zebra-zt411.html", "zt411 after"),
        rendered("products.html", "listing after"),
      ],
      removedFiles: ["retired-scanner.html"],
      pagePathnames: ["", "about", "zebra-zt411", "products"],
      pagesChanged: true,
      siteUrl: "http://localhost:8888",
    });
    const inode = (dir: string, file: string) => statSync(join(dir, file)).ino;
    // Untouched: the same file, not a copy.
    for (const file of ["about.html", "_astro/app.js", "products/printers.html", "_headers"])
      expect(inode(next, file)).toBe(inode(served, file));
    // Touched: a new file, and the served one unchanged.
    expect(inode(next, "zebra-zt411.html")).not.toBe(inode(served, "zebra-zt411.html"));
    expect(readFileSync(join(next, "zebra-zt411.html"), "utf8")).toBe("zt411 after");
    expect(readFileSync(join(served, "zebra-zt411.html"), "utf8")).toBe("zt411 before");
    expect(readFileSync(join(next, "products.html"), "utf8")).toBe("listing after");
    // Gone: the retired product's page and the sitemap file no longer needed.
    const files = (await releaseFiles(next)).files.sort();
    expect(files).not.toContain("retired-scanner.html");
    expect(files).not.toContain("sitemap-1.xml");
    expect(files).toContain("products/printers.html");
    // The sitemap lists the pages now served.
    const sitemap = readFileSync(join(next, "sitemap-0.xml"), "utf8");
    expect(sitemap).toContain("<loc>http://localhost:8888/zebra-zt411</loc>");
    expect(sitemap).not.toContain("retired-scanner");
    expect(readFileSync(join(served, "sitemap-0.xml"), "utf8")).toBe("old sitemap");
  });

  it("keeps the served sitemap when the pages are the same", async () => {
    const served = join(root, "served");
    const next = join(root, "next");
    await servedRelease(served);
    await assembleEditRelease(served, next, {
      rendered: [rendered("zebra-zt411.html", "zt411 after")],
      removedFiles: [],
      pagePathnames: ["about", "zebra-zt411", "retired-scanner", "products", "products/printers"],
      pagesChanged: false,
      siteUrl: "http://localhost:8888",
    });
    for (const file of ["sitemap-0.xml", "sitemap-1.xml", "sitemap-index.xml"])
      expect(statSync(join(next, file)).ino).toBe(statSync(join(served, file)).ino);
    expect(readFileSync(join(next, "zebra-zt411.html"), "utf8")).toBe("zt411 after");
  });

  it("refuses a page with an inline script the served policy does not allow", async () => {
    const served = join(root, "served");
    await servedRelease(served);
    const page = rendered("zebra-zt411.html", "new script", ["'sha256-BBBB'"]);
    expect(missingScriptHashes(`script-src ${HASH}`, [page])).toEqual(["'sha256-BBBB'"]);
    await expect(
      assembleEditRelease(served, join(root, "next"), {
        rendered: [page],
        removedFiles: [],
        pagePathnames: [],
        pagesChanged: true,
        siteUrl: "http://localhost:8888",
      }),
    ).rejects.toThrow(/full build/);
  });
});

describe("editRelease", () => {
  it("needs the served release's record: without one it throws and leaves nothing", async () => {
    const site = siteReleases(root, "postgres://unused", "http://localhost:8888");
    await mkdir(join(root, "builds", "1"), { recursive: true });
    await symlink(join("builds", "1"), site.current);
    await expect(editRelease(site, "2", ["product"])).rejects.toThrow(/no record/);
    expect(await readdir(join(root, "builds"))).toEqual(["1"]);
  });
});

describe("pruneReleases", () => {
  it("keeps the served release and the one before it, with their records and kit", async () => {
    const site = siteReleases(root, "postgres://unused", "http://localhost:8888");
    for (const name of ["1", "2", "3", "4"]) {
      await mkdir(join(root, "builds", name), { recursive: true });
      await mkdir(join(root, "releases"), { recursive: true });
      const record = { kit: name === "1" ? "1" : "2", fingerprint: "f", keys: {}, pages: [] };
      await writeFile(join(root, "releases", `${name}.json`), JSON.stringify(record));
    }
    for (const kit of ["1", "2"]) await mkdir(join(root, "kits", kit), { recursive: true });
    // Release 4 is a leftover newer than the served one (a build stopped midway).
    await symlink(join("builds", "3"), site.current);
    await pruneReleases(site);
    expect((await readdir(join(root, "builds"))).sort()).toEqual(["2", "3"]);
    expect((await readdir(join(root, "releases"))).sort()).toEqual(["2.json", "3.json"]);
    expect(await readdir(join(root, "kits"))).toEqual(["2"]);
  });
});

describe("buildFingerprint", () => {
  it("changes when a source file changes, and with the build's settings", async () => {
    const project = join(root, "project");
    await mkdir(join(project, "src", "pages"), { recursive: true });
    const page = join(project, "src", "pages", "about.astro");
    await writeFile(page, "<h1>About</h1>");
    const site = siteReleases(root, "postgres://unused", "http://localhost:8888");
    const before = await buildFingerprint(site, project);
    expect(await buildFingerprint(site, project)).toBe(before);
    await utimes(page, new Date(), new Date(Date.now() + 5_000));
    const touched = await buildFingerprint(site, project);
    expect(touched).not.toBe(before);
    const elsewhere = siteReleases(root, "postgres://unused", "https://example.com");
    expect(await buildFingerprint(elsewhere, project)).not.toBe(touched);
  });
});
