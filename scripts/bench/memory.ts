// Bench: peak memory of the processes this one starts (the build: astro and the esbuild service
// it runs), leaving out the database's. Linux only: a worker thread (never delayed by work on the
// main thread) samples /proc every 100 ms, summing the resident memory of every descendant, and
// keeps each one's own high-water mark (VmHWM), which the kernel records between samples; the
// peak reported is the larger of the two.
import { readdirSync, readFileSync } from "node:fs";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

function statusOf(pid: number): { ppid: number; rss: number; hwm: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name: string) =>
      Number(text.match(new RegExp(`^${name}:\\s+(\\d+)`, "m"))?.[1] ?? 0);
    return { ppid: field("PPid"), rss: field("VmRSS") * 1024, hwm: field("VmHWM") * 1024 };
  } catch {
    return null; // exited between the listing and the read
  }
}

function descendantsOf(root: number, exclude: number[]) {
  const all = new Map<number, { ppid: number; rss: number; hwm: number }>();
  for (const name of readdirSync("/proc")) {
    const pid = Number(name);
    const status = Number.isInteger(pid) && pid > 0 ? statusOf(pid) : null;
    if (status) all.set(pid, status);
  }
  const inTree = new Set([root]);
  // Parents may be listed after their children: repeat until nothing joins.
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, { ppid }] of all) {
      if (inTree.has(pid) || !inTree.has(ppid) || exclude.includes(pid)) continue;
      inTree.add(pid);
      grew = true;
    }
  }
  inTree.delete(root);
  return [...inTree].map((pid) => ({ pid, ...all.get(pid)! }));
}

interface Peak {
  peakBytes: number;
  samples: number;
}

// The worker's loop: samples `root`'s tree until told to stop, then answers the peak.
function runSampler(root: number, exclude: number[], intervalMs: number): void {
  let peakSum = 0;
  let samples = 0;
  const highWater = new Map<number, number>();
  const sample = () => {
    const tree = descendantsOf(root, exclude);
    peakSum = Math.max(
      peakSum,
      tree.reduce((sum, p) => sum + p.rss, 0),
    );
    for (const p of tree) highWater.set(p.pid, Math.max(highWater.get(p.pid) ?? 0, p.hwm));
    samples += 1;
  };
  sample();
  parentPort!.postMessage("sampling");
  const timer = setInterval(sample, intervalMs);
  parentPort!.once("message", () => {
    clearInterval(timer);
    const peak: Peak = { peakBytes: Math.max(peakSum, ...highWater.values()), samples };
    parentPort!.postMessage(peak);
  });
}

if (!isMainThread && (workerData as { sampler?: boolean } | null)?.sampler) {
  const { root, exclude, intervalMs } = workerData as {
    root: number;
    exclude: number[];
    intervalMs: number;
  };
  runSampler(root, exclude, intervalMs);
}

/**
 * Starts sampling the memory of this process's children and theirs, but not of the processes
 * `exclude` names (nor of their children); `sampling` settles once the first sample is taken
 * (a worker can take a while to start on a busy machine); stop() answers the peak.
 */
export function sampleChildMemory(
  exclude: number[] = [],
  intervalMs = 100,
): { sampling: Promise<void>; stop(): Promise<Peak> } {
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { sampler: true, root: process.pid, exclude, intervalMs },
  });
  const sampling = new Promise<void>((resolve) => worker.once("message", () => resolve()));
  return {
    sampling,
    async stop() {
      await sampling;
      const answer = new Promise<Peak>((resolve) => worker.once("message", resolve));
      worker.postMessage("stop");
      const peak = await answer;
      await worker.terminate();
      return peak;
    },
  };
}
