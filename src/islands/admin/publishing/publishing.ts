// What staff see of publishing (document 3 §9; DESIGN.md, Publishing after catalogue edits): the
// publish requests their edits made, each queued, building, live (with the seconds from the edit
// to live) or failed (with why), and one line summing up where the site stands. Checked without
// zod: the shell's top bar shows it on every screen.
import { adminFetch } from "../admin-api.ts";
import { listOf, nullable, number, oneOf, shape, text } from "../response-readers.ts";

/** One publish request. */
export interface PublishRequest {
  id: number;
  state: "queued" | "building" | "live" | "failed";
  reason: string | null;
  requested_by: string | null;
  failure_reason: string | null;
  seconds_to_live: number | null;
  created_at: string;
}

/** Reads the answer of GET /api/admin/publish-requests. */
export const readPublishRequests = shape({
  requests: listOf(
    shape<PublishRequest>({
      id: number,
      state: oneOf(["queued", "building", "live", "failed"]),
      reason: nullable(text),
      requested_by: nullable(text),
      failure_reason: nullable(text),
      seconds_to_live: nullable(number),
      created_at: text,
    }),
  ),
});

/** The newest `limit` publish requests. */
export async function fetchPublishRequests(
  limit: number,
  signal: AbortSignal,
): Promise<PublishRequest[]> {
  const { requests } = await adminFetch(`/api/admin/publish-requests?limit=${limit}`, {
    signal,
    parse: (body) => readPublishRequests(body, "answer"),
  });
  return requests;
}

/** The query key of the publish requests. */
export const publishingKey = ["admin", "publishing"] as const;

/** The site's publishing state in one word and one line. */
export interface PublishSummary {
  state: "idle" | "queued" | "building" | "live" | "failed";
  text: string;
}

const edits = (count: number) => `${count} ${count === 1 ? "edit" : "edits"}`;

/** Sums up the newest requests (newest first): waiting work first, else the latest outcome. */
export function summarisePublishing(requests: readonly PublishRequest[]): PublishSummary {
  const building = requests.filter((request) => request.state === "building").length;
  const queued = requests.filter((request) => request.state === "queued").length;
  if (building > 0) {
    const next = queued > 0 ? `; ${edits(queued)} queued after it` : "";
    return { state: "building", text: `Publishing ${edits(building)}: building the site${next}` };
  }
  if (queued > 0) return { state: "queued", text: `${edits(queued)} queued to publish` };
  const latest = requests[0];
  if (!latest) return { state: "idle", text: "No edits waiting to publish" };
  if (latest.state === "failed") {
    return {
      state: "failed",
      text: `Last publish failed: ${latest.failure_reason ?? "no reason given"}`,
    };
  }
  const seconds = latest.seconds_to_live;
  return {
    state: "live",
    text:
      seconds === null
        ? "All edits are live"
        : `All edits are live (the last went live ${seconds} s after saving)`,
  };
}

/** How often to ask again: often while something is on its way, rarely otherwise. */
export function pollInterval(summary: PublishSummary | undefined): number {
  return summary?.state === "queued" || summary?.state === "building" ? 3_000 : 30_000;
}
