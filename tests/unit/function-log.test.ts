// The functions' own log on Netlify: a JSON line per request under the id Netlify gave it (also
// sent back as X-Request-Id), an error logged once with that id and its stack, and LOG_LEVEL
// leaving out what is below it.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

interface LogLine {
  level: string;
  msg: string;
  requestId?: string;
  status?: number;
  path?: string;
  err?: { message: string; stack: string };
}

function runFunction(env: Record<string, string> = {}) {
  const child = spawnSync(process.execPath, ["tests/support/function-log-child.ts"], {
    env: { ...process.env, LOG_LEVEL: "", ...env },
    encoding: "utf8",
  });
  expect(child.status).toBe(0);
  const lines = child.stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);
  return { lines, ids: JSON.parse(child.stderr) as Record<string, string | null> };
}

describe("a function's log on Netlify", () => {
  it("writes a line per request under Netlify's id, and an error once with that id", () => {
    const { lines, ids } = runFunction();
    expect(ids).toEqual({ fine: "netlify-request-fine", broken: "netlify-request-broken" });
    expect(lines.filter((line) => line.requestId === "netlify-request-fine")).toEqual([
      expect.objectContaining({
        level: "info",
        msg: "request",
        status: 200,
        path: "/api/log-check/fine",
      }),
    ]);
    const broken = lines.filter((line) => line.requestId === "netlify-request-broken");
    expect(broken.filter((line) => line.err)).toEqual([
      expect.objectContaining({
        level: "error",
        err: expect.objectContaining({
          message: "the handler broke",
          stack: expect.stringContaining("function-log-child.ts"),
        }),
      }),
    ]);
    expect(broken.filter((line) => line.msg === "request")).toEqual([
      expect.objectContaining({ level: "error", status: 500 }),
    ]);
    expect(lines).toHaveLength(3);
  });

  it("leaves out the lines below LOG_LEVEL", () => {
    const { lines } = runFunction({ LOG_LEVEL: "warn" });
    expect(lines.map((line) => [line.level, line.requestId])).toEqual([
      ["error", "netlify-request-broken"],
      ["error", "netlify-request-broken"],
    ]);
  });
});
