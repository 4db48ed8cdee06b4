// Builds the static site and serves it with the functions through the local Netlify runtime.
import { spawn, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";
import { prepareNetlifyDevFolder } from "./netlify-dev-folder.ts";

const quietEnv = {
  ASTRO_TELEMETRY_DISABLED: "1",
  NETLIFY_TELEMETRY_DISABLED: "1",
  BROWSER: "none",
};

/** Runs a command to completion, inheriting the terminal; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: "inherit",
      env: { ...process.env, ...quietEnv, ...env },
    });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? code})`)),
    );
  });
}

/**
 * `astro build` into `outDir` with the given database; `siteUrl` makes canonical links; `env` adds
 * variables of the build's own (ASTRO_CACHE_DIR: the incremental build's cache).
 */
export function buildSite(
  databaseUrl: string,
  outDir = "dist",
  siteUrl?: string,
  env: Record<string, string> = {},
): Promise<void> {
  return run("astro", ["build", "--silent"], {
    ...env,
    DATABASE_URL: databaseUrl,
    ASTRO_OUT_DIR: outDir,
    ...(siteUrl ? { SITE_URL: siteUrl } : {}),
    ...env,
  });
}

/**
 * Serves `dir` and netlify/functions on `port` with netlify-cli, offline (it would otherwise try to
 * download an edge runtime), the functions bundled into `.data/netlify-dev-{port}`
 * (netlify-dev-folder.ts). Resolves once the server answers.
 */
export async function serveSite(options: {
  port: number;
  dir: string;
  env: Record<string, string>;
  quiet?: boolean;
}): Promise<ChildProcess> {
  const folder = resolve(`.data/netlify-dev-${options.port}`);
  await prepareNetlifyDevFolder(folder);
  const args = [
    "dev",
    "--cwd",
    folder,
    "--offline",
    "--internal-disable-edge-functions",
    "--no-open",
    "--framework",
    "#static",
    "--dir",
    options.dir,
    "--port",
    String(options.port),
    "--functions-port",
    String(options.port + 1),
  ];
  const child = spawn("netlify", args, {
    stdio: options.quiet ? ["ignore", "ignore", "inherit"] : "inherit",
    env: { ...process.env, ...quietEnv, ...options.env },
    detached: false,
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`netlify dev exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://localhost:${options.port}/`);
      // Read the body: an unread one crashed Node's fetch when the socket closed (undici assert).
      await response.arrayBuffer();
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`The local Netlify server did not answer on port ${options.port} within 90 s`);
}
