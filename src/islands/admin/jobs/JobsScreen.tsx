// /admin/jobs (document 3 §2.9): 'Job Management' with a search box and a type filter, 'Add New
// Job' opening the modal form, job cards with Edit and Delete (confirmed), 'No jobs found' with the
// spec's invitation when there are none, or with a way to clear the filters when none match them,
// and the way to the applications.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { JOB_TYPES } from "../../../lib/jobs/jobs.ts";
import { serverMessageOf } from "../admin-api.ts";
import { APPLICATIONS_PATH } from "../admin-routes.ts";
import { contentKey, deleteContent, fetchContentList } from "../content/content-api.ts";
import { CONTENT_KINDS } from "../content/content-kinds.ts";
import { Link } from "../navigation.tsx";
import { useConfirm } from "../ui/confirm.tsx";
import LoadError from "../ui/LoadError.tsx";
import { useNotices } from "../ui/notices.tsx";
import Spinner from "../ui/Spinner.tsx";
import JobCard from "./JobCard.tsx";
import JobModal, { type JobModalState } from "./JobModal.tsx";

const spec = CONTENT_KINDS.jobs;

/** The screen. */
export default function JobsScreen() {
  const [search, setSearch] = useState("");
  const [type, setType] = useState("");
  const [modal, setModal] = useState<JobModalState>({ open: false });
  const filters = { search: useDeferredValue(search.trim()), job_type: type };
  const filtered = filters.search !== "" || filters.job_type !== "";
  const clear = () => {
    setSearch("");
    setType("");
    // The button goes away with the message: the keyboard carries on from the search box.
    document.getElementById("jobs-search")?.focus();
  };
  const confirm = useConfirm();
  const { notify } = useNotices();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [...contentKey("jobs"), "list", filters],
    queryFn: ({ signal }) => fetchContentList("jobs", filters, signal),
    placeholderData: (previous) => previous,
  });
  const removal = useMutation({
    mutationFn: (id: number) => deleteContent("jobs", id),
    onSuccess: () => notify("success", spec.texts.deleted),
    onError: (error) => {
      const reason = serverMessageOf(error);
      notify("error", reason ? `${spec.texts.deleteFailed}: ${reason}` : spec.texts.deleteFailed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });

  return (
    <section className="admin-screen" aria-labelledby="jobs-title">
      <header className="admin-screen__header">
        <h1 id="jobs-title">{spec.title}</h1>
        <div className="admin-screen__header-actions">
          <Link className="admin-button admin-button--secondary" href={APPLICATIONS_PATH}>
            Applications
          </Link>
          <button type="button" className="admin-button" onClick={() => setModal({ open: true })}>
            Add New Job
          </button>
        </div>
      </header>
      <div className="admin-filters" role="search" aria-label="Jobs">
        <div className="af-field admin-filters__search">
          <label htmlFor="jobs-search">Search jobs</label>
          <input
            id="jobs-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="af-field">
          <label htmlFor="jobs-type">Job type</label>
          <select id="jobs-type" value={type} onChange={(event) => setType(event.target.value)}>
            <option value="">All Types</option>
            {JOB_TYPES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list.isPending && <Spinner label="Loading jobs" />}
      {list.isError && (
        <LoadError
          what={spec.texts.loadFailed}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data?.length === 0 && (
        <div className="admin-empty">
          <p>
            <strong>{spec.texts.empty}</strong>
          </p>
          {filtered ? (
            <>
              <p>No job matches your search. Clear the search or choose All Types.</p>
              <button
                type="button"
                className="admin-button admin-button--secondary"
                onClick={clear}
              >
                Clear filters
              </button>
            </>
          ) : (
            <p>Start by creating your first job posting.</p>
          )}
        </div>
      )}
      {list.data && list.data.length > 0 && (
        <ul className="admin-jobs" aria-busy={list.isFetching || removal.isPending}>
          {list.data.map((job) => (
            <JobCard
              key={job.id}
              job={job}
              onEdit={() => setModal({ open: true, id: job.id })}
              onDelete={() =>
                void confirm(spec.texts.confirmDelete).then((yes) => yes && removal.mutate(job.id))
              }
            />
          ))}
        </ul>
      )}
      <JobModal state={modal} onClose={() => setModal({ open: false })} />
    </section>
  );
}
