// Bench: Lighthouse's default (mobile, simulated slow 4G and 4× slower CPU) on the system
// Chromium, which Playwright launches with a remote-debugging port for Lighthouse to drive. With
// several runs of a page the median run (by performance score) is kept, as Lighthouse advises, and
// its HTML report is written beside the bench's results (what each score lost, element by element).
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import lighthouse from "lighthouse";
import { chromium, type Browser } from "playwright-core";

/** The four category scores (0–100) and the three Web Vitals Lighthouse measures. */
export interface LighthouseFigure {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits of the three categories held to 100 that did not pass, to say what a score lost. */
  failed: string[];
}

/** The Chromium flags of DESIGN.md (no downloads, no background traffic). */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Launches the system Chromium, headless, listening for a debugger on `debugPort`. */
export function launchChromium(debugPort: number): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
  });
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

// The first elements an audit found at fault, by CSS selector: " (footer a, .badge)".
function where(details: unknown): string {
  const items = (details as { items?: { node?: { selector?: string } }[] } | undefined)?.items;
  const selectors = (items ?? []).flatMap((item) => item.node?.selector ?? []).slice(0, 3);
  return selectors.length > 0 ? ` (${selectors.join(", ")})` : "";
}

function figureOf(lhr: Result): LighthouseFigure {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = ["accessibility", "best-practices", "seo"].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id}${where(lhr.audits[ref.id]?.details)}`),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    tbtMs: Math.round(audit("total-blocking-time")),
    cls: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
    failed,
  };
}

/**
 * Runs Lighthouse `runs` times on `url` through the browser's debugging port; the median run's
 * figures, its HTML report written to `reportFile`.
 */
export async function lighthouseFigure(
  url: string,
  options: { debugPort: number; runs: number; reportFile: string },
): Promise<LighthouseFigure> {
  const runs: { figure: LighthouseFigure; report: string }[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    const result = await lighthouse(url, {
      port: options.debugPort,
      output: "html",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    }
    runs.push({ figure: figureOf(result.lhr), report: String(result.report) });
  }
  runs.sort((a, b) => a.figure.performance - b.figure.performance);
  const median = runs[Math.floor(runs.length / 2)]!;
  await mkdir(dirname(options.reportFile), { recursive: true });
  await writeFile(options.reportFile, median.report);
  return median.figure;
}
