import { describe, expect, it } from "vitest";
import {
  parseProgressLine,
  progressLine,
  progressReporter,
} from "../../src/astro-engine/build-progress.ts";
import { loggedPath } from "../../src/server/log/request-log.ts";
import { isClientAbort } from "../../src/server/log/logger.ts";

describe("loggedPath", () => {
  it("drops the query string, where signed links carry their tokens", () => {
    expect(loggedPath("http://x/api/storage/signed/a.pdf?token=abc.def")).toBe(
      "/api/storage/signed/a.pdf",
    );
  });

  it("hides the build hook's secret address", () => {
    expect(loggedPath("http://x/.netlify/build-hooks/s3cr3t?trigger_title=t")).toBe(
      "/.netlify/build-hooks/[hidden]",
    );
  });
});

describe("isClientAbort", () => {
  it("knows a reset or aborted body from a real error", () => {
    expect(isClientAbort(Object.assign(new Error("aborted"), { code: "ECONNRESET" }))).toBe(true);
    expect(isClientAbort(new Error("x", { cause: new DOMException("gone", "AbortError") }))).toBe(
      true,
    );
    expect(isClientAbort(new Error("relation does not exist"))).toBe(false);
  });
});

describe("build progress lines", () => {
  it("read back what they tell", () => {
    expect(parseProgressLine(progressLine({ rendered: 12, total: 20500 }))).toEqual({
      rendered: 12,
      total: 20500,
    });
    expect(parseProgressLine("some other output")).toBeNull();
  });

  it("are written only when asked, the last page always", () => {
    const lines: string[] = [];
    const quiet = progressReporter(false, (line) => lines.push(line));
    quiet.planned(2);
    quiet.rendered();
    expect(lines).toEqual([]);
    const told = progressReporter(true, (line) => lines.push(line));
    told.planned(2);
    told.rendered();
    told.rendered();
    expect(lines[0]).toBe("build-progress 0/2");
    expect(lines.at(-1)).toBe("build-progress 2/2");
  });
});
