// The page an enquiry was sent from: only a path on this site is kept, as its path and query.
import { describe, expect, it } from "vitest";
import { sameSitePath, servedPagePath } from "../../src/lib/source-page.ts";

describe("sameSitePath", () => {
  it.each([
    ["/contact", "/contact"],
    ["/", "/"],
    ["/contact?productService=Other", "/contact?productService=Other"],
    ["/zebra-zt411#specs", "/zebra-zt411"],
    ["/a/../contact", "/contact"],
  ])("keeps %s as %s", (value, kept) => {
    expect(sameSitePath(value)).toBe(kept);
  });

  it.each([
    "https://evil.example/contact",
    "//evil.example/contact",
    "/\\evil.example",
    "javascript:alert(1)",
    "contact",
    "/contact\nSet-Cookie: x",
    `/${"a".repeat(600)}`,
  ])("refuses %j", (value) => {
    expect(sameSitePath(value)).toBeNull();
  });
});

describe("servedPagePath", () => {
  it.each([
    ["/contact.html", "/contact"],
    ["/index.html", "/"],
    ["/", "/"],
    ["/zebra-zt411", "/zebra-zt411"],
  ])("%s is served as %s", (built, served) => {
    expect(servedPagePath(built)).toBe(served);
  });
});
