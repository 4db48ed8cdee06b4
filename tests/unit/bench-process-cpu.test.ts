// The bench's reading of a process's CPU time (scripts/bench/process-cpu.ts), from /proc.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { clusterCpuMilliseconds, cpuMilliseconds } from "../../scripts/bench/process-cpu.ts";
import { postgres15Available, startTemporaryPostgres } from "../../scripts/lib/postgres15.ts";

describe.runIf(existsSync("/proc/self/stat"))("cpuMilliseconds", () => {
  it("grows by about the CPU time this process spends", () => {
    const before = cpuMilliseconds(process.pid)!;
    const started = process.cpuUsage();
    for (let end = Date.now() + 300; Date.now() < end;);
    const spent = process.cpuUsage(started);
    const used = cpuMilliseconds(process.pid)! - before;
    // /proc counts in 10 ms ticks.
    expect(used).toBeGreaterThanOrEqual((spent.user + spent.system) / 1000 - 20);
    expect(used).toBeLessThanOrEqual((spent.user + spent.system) / 1000 + 200);
  });

  it("is undefined for a process that does not exist", () => {
    expect(cpuMilliseconds(2 ** 30)).toBeUndefined();
  });
});

describe.runIf(existsSync("/proc/self/stat"))("clusterCpuMilliseconds", () => {
  it("is undefined when no PostgreSQL cluster listens on the port", () => {
    expect(clusterCpuMilliseconds(1)).toBeUndefined();
  });

  it.runIf(postgres15Available())("counts a cluster's processes", async () => {
    const cluster = await startTemporaryPostgres();
    try {
      const port = Number(new URL(cluster.url).port);
      expect(clusterCpuMilliseconds(port)).toBeGreaterThan(0);
    } finally {
      cluster.stop();
    }
  });
});
