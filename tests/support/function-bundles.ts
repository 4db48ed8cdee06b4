// The function zips the tests inspect and run, bundled once per `npm test` (scripts/test.ts sets
// FUNCTION_BUNDLES_DIR and empties it first); without it, each caller bundles into a folder of its
// own. Bundled with a fake value of every secret set, so the secrets scan would find any the
// bundler copied in.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listFunctionBundles, type FunctionBundle } from "../../scripts/lib/function-bundles.ts";
import { FAKE_SECRET_ENV } from "./fake-secrets.ts";

const LIST = "bundles.json";

/** The deploy's function zips: the shared ones when present, else freshly made. */
export function functionBundles(): FunctionBundle[] {
  const shared = process.env.FUNCTION_BUNDLES_DIR;
  const dir = shared || mkdtempSync(join(tmpdir(), "function-bundles-"));
  if (shared && existsSync(join(dir, LIST))) {
    return JSON.parse(readFileSync(join(dir, LIST), "utf8")) as FunctionBundle[];
  }
  mkdirSync(dir, { recursive: true });
  execFileSync("node", ["scripts/lib/function-bundles.ts", dir], {
    env: { ...process.env, ...FAKE_SECRET_ENV, NETLIFY_TELEMETRY_DISABLED: "1" },
    stdio: "pipe",
  });
  // Listed the same way bundleFunctions lists them, written last: a folder with the list is whole.
  const bundles = listFunctionBundles(dir);
  writeFileSync(join(dir, LIST), JSON.stringify(bundles));
  return bundles;
}
