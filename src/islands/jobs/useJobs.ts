// The careers list's life (document 2 §4): the jobs built into the page show at once, then the
// island asks the API for the current list: loading, loaded, or failed with a retry.
import { useEffect, useState } from "react";
import { isAbortError } from "../../lib/api-client.ts";
import type { JobCardData } from "../../lib/jobs/jobs.ts";
import { fetchJobs } from "./jobs-api.ts";

/** Where the list stands; `jobs` is the latest list known (the built one at first). */
export interface JobsState {
  status: "ready" | "loading" | "failed";
  jobs: JobCardData[];
}

/** The jobs, their status, and `retry` to ask again after a failure. */
export function useJobs(initialJobs: JobCardData[]): JobsState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // "ready" on the server and in the first render, so hydration matches the static HTML.
  const [state, setState] = useState<JobsState>({ status: "ready", jobs: initialJobs });

  useEffect(() => {
    const controller = new AbortController();
    // Set here, not during render: "loading" starts once hydrated (the first render matches the
    // static HTML), and again at each retry.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState((current) => ({ ...current, status: "loading" }));
    fetchJobs(controller.signal).then(
      (jobs) => setState({ status: "ready", jobs }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        console.error("Loading jobs failed", error);
        setState((current) => ({ ...current, status: "failed" }));
      },
    );
    return () => controller.abort();
  }, [attempt]);

  return { ...state, retry: () => setAttempt((count) => count + 1) };
}
