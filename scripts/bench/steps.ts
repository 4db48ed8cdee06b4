// Bench: the steps a run measures. `--only build` measures the full build alone (a few minutes
// instead of half an hour), `--only build,edit` the build and one edit to live, and so on.

/** The bench's steps, in the order they run. */
const BENCH_STEPS = ["build", "pages", "api", "edit", "netlify", "import"] as const;
export type BenchStep = (typeof BENCH_STEPS)[number];

/** The steps `--only` names (comma-separated); every step when it is not given. */
export function benchSteps(only: string | undefined): Set<BenchStep> {
  if (only === undefined) return new Set(BENCH_STEPS);
  const names = only.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !(BENCH_STEPS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(
      `--only takes steps among ${BENCH_STEPS.join(", ")}; not: ${unknown.join(", ")}`,
    );
  return new Set(names as BenchStep[]);
}

/** Whether the site is built: for its own figures, and for the steps that need a built site. */
export function needsBuild(steps: Set<BenchStep>): boolean {
  return steps.has("build") || steps.has("pages") || steps.has("edit");
}
