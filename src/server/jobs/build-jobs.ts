// The active jobs read once per build, shared by /jobs and every /jobs/{slug} page (DESIGN.md:
// build data is a module-level memo). A failed read fails the build on purpose: the live site
// keeps its last good careers pages instead of publishing an empty list.
import { db } from "../db/client.ts";
import type { JobRow } from "./job-row.ts";
import { listAllActiveJobs } from "./jobs.ts";

let activeJobs: Promise<JobRow[]> | undefined;

/** Every active job, newest first, read on first use in this build. */
export function buildActiveJobs(): Promise<JobRow[]> {
  activeJobs ??= listAllActiveJobs(db());
  return activeJobs;
}
