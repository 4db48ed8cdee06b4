// What staff see of publishing (document 3 §9; DESIGN.md, Publishing after catalogue edits): the
// publish requests their edits made, each queued, building, live (with the seconds from the edit
// to live) or failed (with why), and one line summing up where the site stands.
import { z } from "zod";
import { adminFetch } from "../admin-api.ts";

const requestSchema = z.object({
  id: z.number(),
  state: z.enum(["queued", "building", "live", "failed"]),
  reason: z.string().nullable(),
  requested_by: z.string().nullable(),
  failure_reason: z.string().nullable(),
  seconds_to_live: z.number().nullable(),
  created_at: z.string(),
});

/** One publish request. */
export type PublishRequest = z.infer<typeof requestSchema>;

const listSchema = z.object({ requests: z.array(requestSchema) });

/** The newest `limit` publish requests. */
export async function fetchPublishRequests(
  limit: number,
  signal: AbortSignal,
): Promise<PublishRequest[]> {
  const { requests } = await adminFetch(`/api/admin/publish-requests?limit=${limit}`, {
    signal,
    parse: listSchema.parse,
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
    text: seconds === null ? "All edits are live" : `All edits are live (last one in ${seconds} s)`,
  };
}

/** How often to ask again: often while something is on its way, rarely otherwise. */
export function pollInterval(summary: PublishSummary | undefined): number {
  return summary?.state === "queued" || summary?.state === "building" ? 3_000 : 30_000;
}
