// Bench: the CPU time a process has used, all its threads together, from /proc (Linux). Unlike
// latency and throughput, the CPU time a request costs the server hardly changes with what else
// runs on the shared machine: it is how the API lines of two runs compare.
import { readdirSync, readFileSync } from "node:fs";

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

// Fields of /proc/<pid>/stat after the command's closing parenthesis (state is the first).
const statFields = (pid: string) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  } catch {
    return undefined;
  }
};

/**
 * Milliseconds of CPU time used so far by the PostgreSQL cluster listening on `port` (its
 * postmaster, the backends alive and those that have ended); undefined when it is not found.
 */
export function clusterCpuMilliseconds(port: number): number | undefined {
  const pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  const postmaster = pids.find((pid) => {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      return args[0]!.endsWith("/postgres") && args[args.indexOf("-p") + 1] === String(port);
    } catch {
      return false;
    }
  });
  const own = postmaster ? statFields(postmaster) : undefined;
  if (!postmaster || !own) return undefined;
  // utime, stime, then the ended children's cutime and cstime.
  let ticks = own.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
  for (const pid of pids) {
    const fields = statFields(pid);
    if (fields?.[1] === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * TICK_MS;
}
