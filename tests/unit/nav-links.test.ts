import { describe, expect, it } from "vitest";
import { isCurrent } from "../../src/components/header/nav-links.ts";

describe("isCurrent", () => {
  it.each([
    ["/", "/", true],
    ["/", "/products", false],
    ["/products", "/products", true],
    ["/products", "/products/printers/desktop-printers", true],
    ["/products", "/products-old", false],
    ["/about", "/about/", true],
    ["/drivers", "/service-support", false],
  ])("%j is current on %j: %j", (href, path, expected) => {
    expect(isCurrent(href, path)).toBe(expected);
  });
});
