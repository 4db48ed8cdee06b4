// Every link, image, script and stylesheet on every page type leads somewhere, checked by
// linkinator against the served site: each page is read and everything it names on this site is
// requested. Other sites' addresses are left out (the tests run offline).
import { LinkChecker, LinkState } from "linkinator";
import { expect, test, visitorAddress } from "../support/browser-test.ts";
import { PAGE_TYPES } from "./page-types.ts";

test("every link and file on every page type answers", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const pages = PAGE_TYPES.map(({ path, status = 200 }) => ({ url: `${origin}${path}`, status }));
  const result = await new LinkChecker().check({
    path: pages.map((page) => page.url),
    recurse: false,
    concurrency: 8,
    linksToSkip: async (link) => !link.startsWith(`${origin}/`),
    headers: { "x-forwarded-for": visitorAddress(test.info().testId) },
  });
  // The not-found pages answer 404 themselves; the links on them must still answer.
  const expectedMissing = new Set(
    pages.filter((page) => page.status === 404).map((page) => page.url),
  );
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .filter((link) => !(expectedMissing.has(link.url) && (link.parent ?? link.url) === link.url))
    .map((link) => `${link.status ?? "no answer"} ${link.url} (on ${link.parent ?? "the list"})`);
  expect(broken).toEqual([]);
  // Each page was read, and what they name was checked.
  const checked = result.links.filter((link) => link.state === LinkState.OK).length;
  expect(checked).toBeGreaterThan(PAGE_TYPES.length * 2);
});
