// Browser tests: the system Chromium against the built site served with its functions, by the
// server `npm start` runs (every spec), and by the local Netlify runtime (the specs that exercise
// netlify.toml's rules, headers, rewrites to functions and the publish flow), so a difference
// between the two runtimes fails a test. E2E_NETLIFY=off leaves the second out (quicker runs).
// Each project runs its specs one at a time against its own server, database and build folder;
// the two projects run side by side (a worker each), as neither shares files with the other.
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8899);
const netlifyPort = port + 10; // its build hook and uploads take netlifyPort + 2
const withNetlify = process.env.E2E_NETLIFY !== "off";
const NETLIFY_SPECS = [
  "security-headers.spec.ts",
  "location-pages.spec.ts",
  "publishing.spec.ts",
  "product.spec.ts",
  "blogs.spec.ts",
  "catalogue.spec.ts",
];
const chrome = { ...devices["Desktop Chrome"], channel: undefined };
const server = (serverPort: number, runtime: string) => ({
  command: `node scripts/serve-e2e.ts ${serverPort} ${runtime}`.trim(),
  url: `http://localhost:${serverPort}/`,
  timeout: 300_000,
  reuseExistingServer: false,
  stdout: "pipe" as const,
  stderr: "pipe" as const,
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: withNetlify ? 2 : 1,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json"]],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", workers: 1, use: { ...chrome, baseURL: `http://localhost:${port}` } },
    ...(withNetlify
      ? [
          {
            name: "netlify-runtime",
            testMatch: NETLIFY_SPECS,
            workers: 1,
            use: { ...chrome, baseURL: `http://localhost:${netlifyPort}` },
          },
        ]
      : []),
  ],
  webServer: [server(port, ""), ...(withNetlify ? [server(netlifyPort, "--netlify")] : [])],
});
