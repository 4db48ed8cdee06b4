// The sitemap, written by the build: /sitemap-index.xml naming /sitemap-0.xml, /sitemap-1.xml…,
// each listing at most 45,000 of the site's canonical pages (the protocol allows 50,000). In place
// of @astrojs/sitemap, which sorted the large catalogue's addresses with a locale-aware comparison
// in the build's serial end (docs/decisions/0016-sitemap.md);
// search engines read a sitemap in any order, so these are in plain code-point order.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** Addresses per sitemap file. */
const SITEMAP_ENTRY_LIMIT = 45_000;
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[c]};`,
  );

/**
 * The sitemap files (name and XML) for the pages at `pathnames` (as Astro reports them: no leading
 * slash, "" for the home page) that `include` keeps, on the site at `site`.
 */
export function sitemapFiles(
  pathnames: string[],
  site: string,
  include: (url: string) => boolean,
  limit = SITEMAP_ENTRY_LIMIT,
): { name: string; xml: string }[] {
  const urls = [...new Set(pathnames.map((pathname) => new URL(pathname, site).href))]
    .filter(include)
    .sort();
  const chunks: string[][] = [];
  for (let i = 0; i < urls.length; i += limit) chunks.push(urls.slice(i, i + limit));
  const sitemaps = chunks.map((chunk, i) => ({
    name: `sitemap-${i}.xml`,
    xml: `${XML_HEAD}<urlset ${NAMESPACE}>${chunk.map((url) => `<url><loc>${escapeXml(url)}</loc></url>`).join("")}</urlset>`,
  }));
  const index = `${XML_HEAD}<sitemapindex ${NAMESPACE}>${sitemaps
    .map(({ name }) => `<sitemap><loc>${escapeXml(new URL(name, site).href)}</loc></sitemap>`)
    .join("")}</sitemapindex>`;
  return [...sitemaps, { name: "sitemap-index.xml", xml: index }];
}

/** The integration: the sitemap of the pages whose absolute URL `include` keeps. */
export function sitemap(options: {
  site: string;
  include: (url: string) => boolean;
}): AstroIntegration {
  return {
    name: "sitemap",
    hooks: {
      "astro:build:done": async ({ dir, pages, logger }) => {
        const outDir = fileURLToPath(dir);
        const files = sitemapFiles(
          pages.map((page) => page.pathname),
          options.site,
          options.include,
        );
        await Promise.all(files.map(({ name, xml }) => writeFile(join(outDir, name), xml)));
        logger.info(`sitemap-index.xml and ${files.length - 1} sitemap file(s)`);
      },
    },
  };
}
