// Bench: the CPU time a process has used, all its threads together, from /proc (Linux). Unlike
// latency and throughput, the CPU time a request costs the server hardly changes with what else
// runs on the shared machine: it is how the API lines of two runs compare.
import { readFileSync } from "node:fs";

// /proc counts in clock ticks of 1/100 s (USER_HZ, fixed by the kernel's interface).
const TICK_MS = 10;

/** Milliseconds of CPU time used by process `pid` so far; undefined where /proc is not there. */
export function cpuMilliseconds(pid: number): number | undefined {
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}
