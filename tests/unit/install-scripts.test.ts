// `npm ci` runs only the install scripts package.json's allowScripts approves and says nothing of
// the rest: every package of the lock file that has one is named there, approved or denied.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
const { allowScripts } = read("package.json") as { allowScripts: Record<string, unknown> };
const { packages } = read("package-lock.json") as {
  packages: Record<string, { hasInstallScript?: boolean }>;
};

const withScripts = Object.entries(packages)
  .filter(([, entry]) => entry.hasInstallScript)
  .map(([path]) => path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length));

it("names every package with an install script in allowScripts, approved or denied", () => {
  expect(withScripts.length).toBeGreaterThan(0);
  expect([...new Set(withScripts)].filter((name) => !(name in allowScripts))).toEqual([]);
  expect(Object.values(allowScripts).every((value) => typeof value === "boolean")).toBe(true);
});

it("approves only the Node the project pins and esbuild's binary", () => {
  const approved = Object.entries(allowScripts).filter(([, value]) => value === true);
  expect(approved.map(([name]) => name).sort()).toEqual(["esbuild", "node"]);
});
