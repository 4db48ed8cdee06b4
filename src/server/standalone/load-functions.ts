// The site's Netlify Functions (netlify/functions/*.mts), imported for the standalone server, which
// calls their handlers at their own `config.path` as Netlify does.
import { readdir } from "node:fs/promises";
import { basename, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { FunctionModule } from "./function-routes.ts";

const FUNCTIONS_DIR = resolve(import.meta.dirname, "../../../netlify/functions");

/** Every function module, in name order. */
export async function loadFunctions(dir = FUNCTIONS_DIR): Promise<FunctionModule[]> {
  const files = (await readdir(dir)).filter((file) => /\.m?[jt]s$/.test(file)).sort();
  return Promise.all(
    files.map(async (file) => {
      const module = (await import(pathToFileURL(join(dir, file)).href)) as Omit<
        FunctionModule,
        "name"
      >;
      return { ...module, name: basename(file).replace(/\.m?[jt]s$/, "") };
    }),
  );
}
