// The arithmetic of the dashboard's stacked bar chart, apart from its drawing so it is tested
// without a browser: a round top for the count axis, and each bar's segments stacked from the
// bottom in chart units.

/** The count axis: its top value and the gridline values from 0 up to it. */
export interface CountScale {
  top: number;
  ticks: number[];
}

// 1, 2 or 5 times a power of ten, the smallest at least `value` (counts are whole: at least 1).
function roundStep(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= value);
  return step ?? 10 * power;
}

/**
 * The axis for counts up to `max`, with about `gridlines` lines above 0: the step is a round
 * number (1, 2, 5, 10, 20, …) and the top the first multiple of it reaching `max`.
 */
export function countScale(max: number, gridlines = 4): CountScale {
  const step = roundStep(Math.max(0, max) / gridlines);
  const top = Math.max(step, Math.ceil(Math.max(0, max) / step) * step);
  const ticks = Array.from({ length: top / step + 1 }, (_, index) => index * step);
  return { top, ticks };
}

/** One coloured part of a bar: its series, count, and where it is drawn (y grows downward). */
export interface BarSegment<K extends string> {
  key: K;
  value: number;
  y: number;
  height: number;
}

/**
 * The segments of one bar of `height` chart units for counts on a scale topped at `top`, stacked
 * in the order of `keys` from the bottom; series with no count are left out.
 */
export function stackBar<K extends string>(
  counts: Readonly<Record<K, number>>,
  keys: readonly K[],
  top: number,
  height: number,
): BarSegment<K>[] {
  const segments: BarSegment<K>[] = [];
  let base = height;
  for (const key of keys) {
    const value = counts[key];
    if (value <= 0) continue;
    const size = (value / top) * height;
    base -= size;
    segments.push({ key, value, y: base, height: size });
  }
  return segments;
}

/** The total of one bar. */
export const barTotal = <K extends string>(
  counts: Readonly<Record<K, number>>,
  keys: readonly K[],
) => keys.reduce((sum, key) => sum + counts[key], 0);
