// The bench's plain Astro site (scripts/bench/reference-site.ts): each page has exactly the bytes
// asked for, so the build is compared with a site of as many bytes as ours.
import { describe, expect, it } from "vitest";
import { referenceBody, referencePage } from "../../scripts/bench/reference-site.ts";

// What Astro renders of the route for one page: the doctype, then the markup with the page's
// number (six digits) in place of `{page}`.
function renderedBytes(source: string): number {
  const markup = source.split("\n---\n")[1]!.trimEnd();
  return Buffer.byteLength(`<!DOCTYPE html>${markup.replaceAll("{page}", "000042")}`);
}

describe("referencePage", () => {
  it.each([61234, 63488, 58000, 300])("renders pages of %s bytes", (bytes) => {
    expect(renderedBytes(referencePage(10, bytes))).toBe(bytes);
  });

  it("lists the pages asked for, numbered with as many digits each", () => {
    expect(referencePage(28772, 1000)).toContain("length: 28772");
    expect(referencePage(1, 1000)).toContain('padStart(6, "0")');
  });

  it("is plain markup: no script, no style, no component", () => {
    const body = referenceBody(60000);
    expect(body).not.toMatch(/<script|<style|[{}]/);
  });
});
