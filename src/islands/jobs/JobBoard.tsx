// The careers page's list (document 2 §2.6, §4, §8): search and filters over the current jobs,
// two-column cards, loading, error with Try Again, the empty state, and the apply dialog. The
// server renders it with the jobs built into the page, so the list reads without JavaScript.
import { withErrorBoundary } from "../shared/ErrorBoundary.tsx";
import { lazy, Suspense, useState } from "react";
import { filterJobs, jobTexts, NO_JOB_FILTERS, type JobCardData } from "../../lib/jobs/jobs.ts";
import JobCard from "./JobCard.tsx";
import JobFiltersBar from "./JobFiltersBar.tsx";
import { useHydrated } from "../shared/useHydrated.ts";
import { useJobs } from "./useJobs.ts";
import "./job-board.css";

// The dialog's code (form, checks) is fetched on the first Apply Now.
const ApplyDialog = lazy(() => import("./ApplyDialog.tsx"));

interface Props {
  /** The active jobs when the page was built, newest first. */
  initialJobs: JobCardData[];
}

interface Applying {
  job: JobCardData;
  opener: HTMLElement;
}

function countText(shown: number, total: number): string {
  const noun = total === 1 ? "open position" : "open positions";
  return shown === total ? `${total} ${noun}` : `Showing ${shown} of ${total} ${noun}`;
}

/** Filters, states, cards and the apply dialog. */
function JobBoard({ initialJobs }: Props) {
  const { status, jobs, retry } = useJobs(initialJobs);
  const [filters, setFilters] = useState(NO_JOB_FILTERS);
  const [applying, setApplying] = useState<Applying | null>(null);
  const hydrated = useHydrated();
  const shown = filterJobs(jobs, filters);

  return (
    <div className="job-board">
      <JobFiltersBar filters={filters} onChange={setFilters} enabled={hydrated} />
      {status === "failed" ? (
        <div className="job-board__error" role="alert">
          <p>{jobTexts.loadFailed}</p>
          <button type="button" className="button" onClick={retry}>
            {jobTexts.tryAgain}
          </button>
        </div>
      ) : (
        <>
          {/* One line for both, so the cards do not move when loading starts or ends. */}
          <p className="job-board__count" role="status">
            {status === "loading" ? (
              <>
                <span className="job-board__spinner" aria-hidden="true" />
                {jobTexts.loading}
              </>
            ) : (
              countText(shown.length, jobs.length)
            )}
          </p>
          {shown.length === 0 ? (
            <div className="job-board__empty">
              <h2>{jobTexts.emptyTitle}</h2>
              <p>{jobTexts.emptyHint}</p>
            </div>
          ) : (
            <div className="job-board__grid" aria-busy={status === "loading"}>
              {shown.map((job) => (
                <JobCard
                  key={job.id}
                  job={job}
                  canApply={hydrated}
                  onApply={(chosen, opener) => setApplying({ job: chosen, opener })}
                />
              ))}
            </div>
          )}
        </>
      )}
      {applying && (
        <Suspense fallback={null}>
          <ApplyDialog
            job={applying.job}
            opener={applying.opener}
            onClose={() => setApplying(null)}
          />
        </Suspense>
      )}
    </div>
  );
}

export default withErrorBoundary(JobBoard);
