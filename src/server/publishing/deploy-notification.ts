// A deploy notification (Netlify's outgoing webhook, or the local publisher's) applied to the
// publish queue: "ready" makes its build's requests live, "error" fails them with Netlify's
// error message; started and other events change nothing. Then the next queued build starts.
import { z } from "zod";
import type { Sql } from "../db/client.ts";
import { buildIdOfTitle } from "./build-hook.ts";
import { finishBuild, markLiveUpTo } from "./publish-queue.ts";

// The fields of Netlify's deploy object that matter here; the rest is ignored.
const notificationSchema = z.object({
  state: z.string().max(100),
  title: z.string().max(2000).nullish(),
  error_message: z.string().max(10_000).nullish(),
  created_at: z.iso.datetime({ offset: true }).nullish(),
});

/** A notification read: what happened, to which build (if one of ours), and why it failed. */
export interface DeployResult {
  state: "live" | "failed" | "other";
  buildId: string | null;
  createdAt: Date | null;
  reason: string | null;
}

/** Reads a notification's JSON; null when it is not a deploy object. */
export function readDeployNotification(json: unknown): DeployResult | null {
  const parsed = notificationSchema.safeParse(json);
  if (!parsed.success) return null;
  const { state, title, error_message: errorMessage, created_at: createdAt } = parsed.data;
  return {
    state: state === "ready" ? "live" : state === "error" ? "failed" : "other",
    buildId: buildIdOfTitle(title),
    createdAt: createdAt ? new Date(createdAt) : null,
    reason: errorMessage?.trim() || null,
  };
}

/** Applies a deploy result to the queue; returns how many requests it settled. */
export async function applyDeployResult(sql: Sql, result: DeployResult): Promise<number> {
  if (result.state === "other") return 0;
  if (result.buildId) {
    return finishBuild(
      sql,
      result.buildId,
      result.state === "live"
        ? { ok: true }
        : { ok: false, reason: result.reason ?? "The deploy failed without a message" },
    );
  }
  // A deploy we did not start (a git push) still publishes every edit claimed before it began.
  return result.state === "live" && result.createdAt ? markLiveUpTo(sql, result.createdAt) : 0;
}
