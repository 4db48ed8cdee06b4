// Starts the next build after catalogue edits are committed (DESIGN.md, "Publishing after
// catalogue edits"): claims the queued requests (publish-queue.ts) and calls the build hook. Called
// after every admin write and import, and after each deploy result, so queued edits follow the
// running build at once. Never throws: the edit is already saved, whatever the hook does.
import { config } from "../config.ts";
import type { Sql } from "../db/client.ts";
import { callBuildHook } from "./build-hook.ts";
import { claimNextBuild, finishBuild } from "./publish-queue.ts";

/** Starts a build of the queued edits if none is running; does nothing without a build hook. */
export async function publishQueuedEdits(
  sql: Sql,
  hookUrl: string | undefined = config().BUILD_HOOK_URL,
): Promise<void> {
  if (!hookUrl) return;
  try {
    const buildId = await claimNextBuild(sql);
    if (!buildId) return;
    try {
      await callBuildHook(hookUrl, buildId);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      await finishBuild(sql, buildId, {
        ok: false,
        reason: `The build could not be started: ${why}`,
      });
    }
  } catch (error) {
    console.error("Publishing the queued edits failed:", error);
  }
}
