import { describe, expect, it } from "vitest";
import { outputFile, threadCount } from "../../src/astro-engine/parallel-prerender.ts";

describe("threadCount (BUILD_THREADS)", () => {
  it("is one thread per core when not set", () => {
    expect(threadCount(undefined, 2)).toBe(2);
    expect(threadCount("", 6)).toBe(6);
  });

  it("is the number given", () => {
    expect(threadCount("1", 2)).toBe(1);
    expect(threadCount("3", 2)).toBe(3);
  });

  it.each(["0", "-2", "1.5", "two"])("refuses %j with a clear message", (value) => {
    expect(() => threadCount(value, 2)).toThrow(
      `BUILD_THREADS must be a whole number of threads, 1 or more (got "${value}")`,
    );
  });
});

describe("outputFile", () => {
  it("names the file Astro writes for a page's address, relative to the output folder", () => {
    expect(outputFile("http://localhost:4321/about.html")).toBe("about.html");
    expect(outputFile("http://localhost:4321/blog/some-post.html")).toBe("blog/some-post.html");
    expect(outputFile("http://localhost:4321/products/printers/desktop/2.html")).toBe(
      "products/printers/desktop/2.html",
    );
    expect(
      outputFile("http://localhost:4321/location/%E0%A4%AA%E0%A5%81%E0%A4%A3%E0%A5%87.html"),
    ).toBe("location/पुणे.html");
  });
});
