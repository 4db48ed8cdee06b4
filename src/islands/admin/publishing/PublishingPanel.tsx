// The dashboard's Publishing panel: the latest publish requests with who caused them, their state
// and, when live, the seconds from the edit to the site showing it, or, when failed, why.
import { useQuery } from "@tanstack/react-query";
import LoadError from "../ui/LoadError.tsx";
import StatusBadge from "../ui/StatusBadge.tsx";
import { fetchPublishRequests, publishingKey, type PublishRequest } from "./publishing.ts";
import { indiaDateTime } from "../ui/india-time.ts";

function outcome(request: PublishRequest): string {
  if (request.state === "live" && request.seconds_to_live !== null) {
    return `live ${request.seconds_to_live} s after the edit`;
  }
  if (request.state === "failed") return request.failure_reason ?? "no reason given";
  return "";
}

/** The panel. */
export default function PublishingPanel() {
  const list = useQuery({
    queryKey: [...publishingKey, "recent"],
    queryFn: ({ signal }) => fetchPublishRequests(8, signal),
    refetchInterval: 5_000,
  });
  return (
    <section className="admin-panel" aria-labelledby="publishing-title">
      <h2 id="publishing-title">Publishing</h2>
      {list.isError && (
        <LoadError
          what="Failed to load the publishing state."
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data?.length === 0 && <p className="admin-empty">No edits published yet.</p>}
      {list.data && list.data.length > 0 && (
        <ul className="admin-publishing">
          {list.data.map((request) => (
            <li key={request.id}>
              <StatusBadge status={request.state} />
              <span className="admin-publishing__reason">
                {request.reason ?? "Catalogue change"}
                <small>
                  {request.requested_by ?? "someone"} · {indiaDateTime(request.created_at)}
                  {outcome(request) && ` · ${outcome(request)}`}
                </small>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
