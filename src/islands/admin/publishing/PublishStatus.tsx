// The publishing line in the admin's top bar: whether edits are queued, building, live (with the
// seconds from edit to live) or failed (with why); asked again every few seconds while work is on
// its way.
import { useQuery } from "@tanstack/react-query";
import {
  fetchPublishRequests,
  pollInterval,
  publishingKey,
  summarisePublishing,
} from "./publishing.ts";

/** The indicator; nothing until the first answer. */
export default function PublishStatus() {
  const requests = useQuery({
    queryKey: [...publishingKey, "summary"],
    queryFn: ({ signal }) => fetchPublishRequests(50, signal),
    select: summarisePublishing,
    refetchInterval: (query) =>
      pollInterval(query.state.data ? summarisePublishing(query.state.data) : undefined),
  });
  if (!requests.data) return null;
  const { state, text } = requests.data;
  return (
    <p className={`admin-publish admin-publish--${state}`} role="status">
      <span className="admin-publish__dot" aria-hidden="true" />
      {text}
    </p>
  );
}
