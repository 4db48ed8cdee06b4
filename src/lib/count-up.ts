// The about page's counting statistics (document 2 §4, §9): timing and the values shown per step.

/** Timing of a count-up: wait, then step from 0 to the target in `steps` equal ticks over `durationMs`. */
export const COUNT_UP_TIMING = { delayMs: 500, durationMs: 2000, steps: 60 } as const;

/**
 * The values a counter shows after each of its steps: rising from 0, never past the target, and
 * ending exactly on it (rounding down keeps a large target from overshooting on a middle step).
 */
export function countUpValues(target: number, steps: number = COUNT_UP_TIMING.steps): number[] {
  if (!Number.isFinite(target) || target <= 0 || steps < 1) return [Math.max(0, target || 0)];
  const whole = Math.floor(steps);
  return Array.from({ length: whole }, (_, index) =>
    index === whole - 1 ? target : Math.floor((target * (index + 1)) / whole),
  );
}

/** A counter's number as the page prints it: grouped in thousands, as the spec writes 1,000,000. */
export function formatCount(value: number, suffix = ""): string {
  return `${value.toLocaleString("en-US")}${suffix}`;
}
