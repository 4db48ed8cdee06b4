// The bench's peak memory of the build (scripts/bench/memory.ts): a child's resident memory is
// seen, and a process left out is not. Linux only, like the bench.
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { sampleChildMemory } from "../../scripts/bench/memory.ts";

const MB = 2 ** 20;

// A child that fills `mb` megabytes, holds them a while, then exits.
function child(mb: number) {
  const code = `const b = Buffer.alloc(${mb} * 2 ** 20, 1); setTimeout(() => b.length, 800)`;
  const process = spawn(globalThis.process.execPath, ["-e", code], { stdio: "ignore" });
  return { pid: process.pid!, exited: new Promise((resolve) => process.once("exit", resolve)) };
}

// Starting a worker and two Node processes takes seconds on a busy machine.
describe.runIf(process.platform === "linux")("sampleChildMemory", { timeout: 30_000 }, () => {
  it("reports the peak of the children it samples", async () => {
    const sampler = sampleChildMemory();
    await sampler.sampling;
    await child(200).exited;
    const { peakBytes } = await sampler.stop();
    expect(peakBytes).toBeGreaterThan(200 * MB);
  });

  it("leaves out the processes it is told to", async () => {
    const big = child(300);
    const sampler = sampleChildMemory([big.pid]);
    await sampler.sampling;
    await Promise.all([big.exited, child(20).exited]);
    const { peakBytes } = await sampler.stop();
    expect(peakBytes).toBeGreaterThan(20 * MB);
    expect(peakBytes).toBeLessThan(300 * MB);
  });
});
