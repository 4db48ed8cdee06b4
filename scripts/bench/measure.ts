// Measuring helpers of the benchmark: latency percentiles under concurrent callers.

/** Latency figures in milliseconds and throughput. */
export interface LoadResult {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  failures: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

// Calls `call` from `concurrency` callers at once, each calling again as soon as answered, while
// `more(i)` says so for the next call's number; a thrown call is a failure.
async function closedLoop(
  call: (i: number) => Promise<boolean>,
  concurrency: number,
  more: (i: number) => boolean,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (more(next)) {
        const i = next++;
        const t0 = performance.now();
        const ok = await call(i).catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    requests: latencies.length,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    rps: Math.round(latencies.length / seconds),
    failures,
  };
}

/** Runs `call` `requests` times from `concurrency` callers at once; a thrown call is a failure. */
export function load(
  call: (i: number) => Promise<boolean>,
  requests: number,
  concurrency: number,
): Promise<LoadResult> {
  return closedLoop(call, concurrency, (i) => i < requests);
}

/**
 * Calls `call` for `seconds` from `concurrency` callers at once, as load tools run for a set time
 * (a call under way at the end still counts); a thrown call is a failure.
 */
export function loadFor(
  call: (i: number) => Promise<boolean>,
  seconds: number,
  concurrency: number,
): Promise<LoadResult> {
  const deadline = performance.now() + seconds * 1000;
  return closedLoop(call, concurrency, () => performance.now() < deadline);
}
