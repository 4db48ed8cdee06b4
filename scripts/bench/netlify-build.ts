// Bench: a catalogue edit published on Netlify, as Netlify runs it: `netlify build --offline` (the
// build command, the site's build plugin with its build cache, the functions bundled, netlify.toml)
// in the production context with NETLIFY=true and the production variables, against the bench's
// catalogue. A first build with an empty build cache, then one product's price changed and a
// second build with the cache the first one saved. Each build's seconds are what Netlify bills in
// build minutes. It runs in a copy of the project (hard links; node_modules linked), so the
// project's own dist/ and caches are left alone.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, linkSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Sql } from "../../src/server/db/client.ts";

/** The two builds' seconds. */
export interface NetlifyBuildFigure {
  coldSeconds: number;
  warmSeconds: number;
}

// Production variables that pass the build plugin's check; nothing at build time calls them.
const PRODUCTION_ENV = {
  NETLIFY: "true",
  URL: "https://bench.netlify.app",
  SUPABASE_URL: "https://bench.supabase.co",
  SUPABASE_SERVICE_ROLE_KEY: "bench-service-role-key",
  SIGNING_SECRET: "bench-signing-secret-of-at-least-32-characters",
  RESEND_API_KEY: "re_bench",
  MAIL_FROM: "Shree Barcode Systems <no-reply@shreebarcodesystems.in>",
  BUILD_HOOK_URL: "https://api.netlify.com/build_hooks/bench",
  DEPLOY_NOTIFICATION_SECRET: "bench-deploy-notification-secret-32-characters",
  NETLIFY_TELEMETRY_DISABLED: "1",
};

// The project's files as a checkout has them (tracked and new, not ignored), hard-linked.
function copyProject(to: string): void {
  rmSync(to, { recursive: true, force: true });
  const files = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      encoding: "utf8",
      maxBuffer: 64 * 2 ** 20,
    },
  )
    .split("\0")
    .filter((file) => file && existsSync(file));
  for (const file of files) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    linkSync(file, join(to, file));
  }
  symlinkSync(resolve("node_modules"), join(to, "node_modules"));
}

async function netlifyBuild(cwd: string, databaseUrl: string, log: string): Promise<number> {
  const started = performance.now();
  const child = spawn(
    resolve("node_modules/.bin/netlify"),
    ["build", "--offline", "--context", "production"],
    {
      cwd,
      env: {
        PATH: process.env.PATH!,
        HOME: process.env.HOME ?? "/tmp",
        DATABASE_URL: databaseUrl,
        ...PRODUCTION_ENV,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((done) => child.once("exit", done));
  writeFileSync(`${cwd}.${log.includes("restored") ? "warm" : "cold"}.log`, output);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  if (code !== 0) throw new Error(`netlify build failed (${code}):\n${output.slice(-4000)}`);
  if (!output.includes(log))
    throw new Error(`netlify build did not say "${log}":\n${output.slice(-4000)}`);
  return seconds;
}

/** The step: a cold and a warm Netlify build around one product's edit. */
export async function benchNetlifyBuild(
  sql: Sql,
  databaseUrl: string,
  workDir: string,
  progress: (text: string) => void,
): Promise<NetlifyBuildFigure> {
  copyProject(workDir);
  try {
    progress("Netlify build (netlify build --offline), empty build cache…");
    const coldSeconds = await netlifyBuild(workDir, databaseUrl, "No Astro build cache yet");
    progress(`${coldSeconds} s`);
    await sql`
      update products set price = coalesce(price, 1000) + 1
      where id = (select id from products where status = 'active' order by id desc limit 1)`;
    progress("One product's price changed; Netlify build with the cache the first one saved…");
    const warmSeconds = await netlifyBuild(workDir, databaseUrl, "Astro's build cache restored");
    progress(`${warmSeconds} s`);
    return { coldSeconds, warmSeconds };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
