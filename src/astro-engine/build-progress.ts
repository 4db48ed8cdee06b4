// How far a build's pages are, told by the build (parallel-prerender.ts) on its standard output
// when BUILD_PROGRESS is set, one line at a time at most every half second, and read back by
// whoever started it (npm start prints it). Pages the incremental cache copies are not rendered,
// so `rendered` may end below `total`.

/** The variable that asks a build for its progress lines. */
export const BUILD_PROGRESS_VARIABLE = "BUILD_PROGRESS";

/** Pages rendered so far of the pages the build has. */
export interface BuildProgress {
  rendered: number;
  total: number;
}

const PREFIX = "build-progress ";
const EVERY_MS = 500;

/** The line that tells `progress`. */
export const progressLine = ({ rendered, total }: BuildProgress) => `${PREFIX}${rendered}/${total}`;

/** The progress a line tells, or null for any other line. */
export function parseProgressLine(line: string): BuildProgress | null {
  const match = /^build-progress (\d+)\/(\d+)$/.exec(line.trim());
  return match ? { rendered: Number(match[1]), total: Number(match[2]) } : null;
}

/**
 * Counts the pages rendered and writes a progress line now and then, when the build was asked to
 * (a no-op otherwise).
 */
export function progressReporter(
  enabled = process.env[BUILD_PROGRESS_VARIABLE] === "1",
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
) {
  const progress: BuildProgress = { rendered: 0, total: 0 };
  let lastWritten = 0;
  const tell = (force: boolean) => {
    if (!enabled) return;
    const now = Date.now();
    if (!force && now - lastWritten < EVERY_MS) return;
    lastWritten = now;
    write(progressLine(progress));
  };
  return {
    /** The build has `total` pages. */
    planned(total: number) {
      progress.total = total;
      tell(true);
    },
    /** One more page is rendered. */
    rendered() {
      progress.rendered += 1;
      tell(progress.rendered === progress.total);
    },
  };
}
