// Browser tests: the system Chromium against the built site served with its functions, by the
// server `npm start` runs (every spec), and by the local Netlify runtime: there, the publish flow
// end to end, and a table of requests whose answers must equal npm start's (netlify-parity.spec),
// so a difference between the two runtimes fails a test. E2E_NETLIFY=off leaves it out.
// Every test runs side by side with any other, one worker per core: each is a visitor of its own
// address (tests/support/browser-test.ts), finds its own mail by a marker of its own, and names
// what it creates uniquely.
import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { E2E_PORTS, NETLIFY_PROJECT } from "./tests/e2e/servers.ts";

const { desktop: port, netlify: netlifyPort } = E2E_PORTS;
const withNetlify = process.env.E2E_NETLIFY !== "off";
const NETLIFY_SPECS = ["publishing.spec.ts", "netlify-parity.spec.ts"];
const chrome = { ...devices["Desktop Chrome"], channel: undefined };
const server = (serverPort: number, runtime: string) => ({
  command: `node scripts/serve-e2e.ts ${serverPort} ${runtime}`.trim(),
  url: `http://localhost:${serverPort}/`,
  timeout: 300_000,
  // npm test starts the servers early (scripts/lib/e2e-servers.ts) and says so.
  reuseExistingServer: process.env.E2E_SERVERS === "started",
  stdout: "pipe" as const,
  stderr: "pipe" as const,
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: Math.max(2, availableParallelism()),
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json"]],
  use: {
    launchOptions: {
      // Chromium's old headless shell, as Playwright itself runs headless tests: the same engine
      // without the browser's windowing, about a third of the full browser's CPU per test here.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
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
  // The Netlify runtime's tests are handed out first: the parity table compares the two servers'
  // pages while both still hold the seeded site, before other specs' edits are published.
  projects: [
    ...(withNetlify
      ? [
          {
            name: NETLIFY_PROJECT,
            testMatch: NETLIFY_SPECS,
            use: { ...chrome, baseURL: `http://localhost:${netlifyPort}` },
          },
        ]
      : []),
    {
      name: "desktop",
      testIgnore: ["netlify-parity.spec.ts"],
      use: { ...chrome, baseURL: `http://localhost:${port}` },
    },
  ],
  webServer: [server(port, ""), ...(withNetlify ? [server(netlifyPort, "--netlify")] : [])],
});
