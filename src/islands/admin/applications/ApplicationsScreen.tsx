// /admin/jobs/applications: the job applications with a status filter; staff change an
// application's status and open its résumé through a link that works for five minutes.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
} from "../../../lib/jobs/application-status.ts";
import { failureMessage } from "../admin-api.ts";
import { JOBS_PATH } from "../admin-routes.ts";
import { Link } from "../navigation.tsx";
import LoadError from "../ui/LoadError.tsx";
import { useNotices } from "../ui/notices.tsx";
import Spinner from "../ui/Spinner.tsx";
import {
  applicationsKey,
  changeApplicationStatus,
  fetchApplications,
  fetchResumeLink,
  type StaffApplication,
} from "./applications-api.ts";
import { indiaDate } from "../ui/india-time.ts";

/** The screen. */
export default function ApplicationsScreen() {
  const [status, setStatus] = useState("");
  const { notify } = useNotices();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [...applicationsKey, status],
    queryFn: ({ signal }) => fetchApplications(status, signal),
  });
  const change = useMutation({
    mutationFn: ({ application, to }: { application: StaffApplication; to: string }) =>
      changeApplicationStatus(application, to),
    onSuccess: () => notify("success", "Application status updated successfully!"),
    onError: (error) =>
      notify("error", failureMessage(error, "Failed to update the application status")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationsKey }),
  });
  // The link is made at the click and works for minutes; the file comes as an attachment, so the
  // browser downloads it and the screen stays.
  const downloadResume = async (id: string) => {
    try {
      window.location.assign(await fetchResumeLink(id));
    } catch (error) {
      notify("error", failureMessage(error, "Failed to download the résumé"));
    }
  };

  return (
    <section className="admin-screen" aria-labelledby="applications-title">
      <header className="admin-screen__header">
        <h1 id="applications-title">Job Applications</h1>
        <Link className="admin-button admin-button--secondary" href={JOBS_PATH}>
          Back to Job Management
        </Link>
      </header>
      <div className="admin-filters" role="search" aria-label="Applications">
        <div className="af-field">
          <label htmlFor="applications-status">Status</label>
          <select
            id="applications-status"
            value={status}
            onChange={(event) => setStatus(event.target.value)}
          >
            <option value="">All Statuses</option>
            {APPLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {APPLICATION_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list.isPending && <Spinner label="Loading applications" />}
      {list.isError && (
        <LoadError
          what="Failed to load applications"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data?.applications.length === 0 && <p className="admin-empty">No applications found</p>}
      {list.data && list.data.applications.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-busy={list.isFetching || change.isPending}>
            <thead>
              <tr>
                <th scope="col">Applicant</th>
                <th scope="col">Position</th>
                <th scope="col">Contact</th>
                <th scope="col">Received</th>
                <th scope="col">Status</th>
                <th scope="col">Résumé</th>
              </tr>
            </thead>
            <tbody>
              {list.data.applications.map((application) => {
                const name = `${application.first_name} ${application.last_name}`;
                return (
                  <tr key={application.id}>
                    <td data-label="Applicant">
                      <strong>{name}</strong>
                      <br />
                      {application.location} · {application.experience}
                    </td>
                    <td data-label="Position">{application.job_title ?? "General application"}</td>
                    <td data-label="Contact">
                      <a href={`mailto:${application.email}`}>{application.email}</a>
                      <br />
                      <a href={`tel:${application.phone}`}>{application.phone}</a>
                    </td>
                    <td data-label="Received">{indiaDate(application.created_at)}</td>
                    <td data-label="Status">
                      <select
                        aria-label={`Status of ${name}`}
                        value={application.status}
                        disabled={change.isPending}
                        onChange={(event) => change.mutate({ application, to: event.target.value })}
                      >
                        {APPLICATION_STATUSES.map((value) => (
                          <option key={value} value={value}>
                            {APPLICATION_STATUS_LABELS[value]}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td data-label="Résumé">
                      {application.has_resume ? (
                        <button
                          type="button"
                          className="admin-button admin-button--small"
                          onClick={() => void downloadResume(application.id)}
                        >
                          Download résumé<span className="visually-hidden"> of {name}</span>
                        </button>
                      ) : (
                        "None"
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
