// The local build hook's queue (`npm start` and the browser tests): one build at a time, a call
// during a build waits as the one next build, and each build's end is posted to the site as a
// signed deploy notification, as Netlify posts it (marking the edits live or failed). A build
// whose edits are all product, blog, job or driver edits may be an edit release (site-releases.ts),
// which renders only the pages they touch; any other build is a full one, which under `npm start`
// first waits for a burst of edits to end and takes them all
// (docs/decisions/0196-local-builds-gather-bursts.md).
// Between builds the queue keeps a rendering thread started for the next edit release, and old
// releases are removed after the notification, so that neither delays "live".
import { createSql, type Sql } from "../../db/client.ts";
import { buildIdOfTitle } from "../build-hook.ts";
import { signDeployNotification } from "../netlify-signature.ts";
import { buildEditKinds, gatherBurst, type BurstWait } from "../publish-queue.ts";
import type { RenderThread } from "../../../astro-engine/selective-render.ts";
import { editReleaseKinds } from "../../../astro-engine/touched-pages.ts";
import { startSpareThread } from "./edit-release.ts";
import { pruneReleases, publishRelease, type SiteReleases } from "./site-releases.ts";

/** Where builds go and whom they notify. */
export interface BuildQueueOptions {
  site: SiteReleases;
  /** The deploy notification address of the local site. */
  notifyUrl: string;
  notificationSecret: string;
  /** The kinds of record a build's edits are about (default: read from the site's database). */
  editKinds?: (buildId: string) => Promise<string[]>;
  /**
   * A full build first waits for a burst of edits to end and takes them all (gatherBurst);
   * unset, it starts at once, as a Netlify build does.
   */
  burst?: Omit<BurstWait, "signal">;
}

// The kinds of the edits the hook call publishes. A call we cannot read (no build id in its
// title, a failed query) has none: a full build publishes anything.
async function kindsOfEdits(
  editKinds: (buildId: string) => Promise<string[]>,
  job: BuildJob,
): Promise<string[]> {
  const buildId = buildIdOfTitle(job.title);
  if (!buildId) return [];
  try {
    return await editKinds(buildId);
  } catch (error) {
    console.error("The edits of the build could not be read:", error);
    return [];
  }
}

function deployNotifier(options: BuildQueueOptions) {
  return async (job: BuildJob, error: unknown) => {
    const body = new TextEncoder().encode(
      JSON.stringify({
        id: `local-${Date.now()}`,
        state: error ? "error" : "ready",
        title: job.title,
        context: "local",
        created_at: job.createdAt,
        published_at: error ? null : new Date().toISOString(),
        error_message: error instanceof Error ? error.message : error ? String(error) : null,
      }),
    );
    const response = await fetch(options.notifyUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-webhook-signature": signDeployNotification(body, options.notificationSecret),
      },
      body,
    });
    await response.arrayBuffer();
    if (!response.ok) console.error(`The deploy notification was answered ${response.status}.`);
  };
}

/** A build hook call: what started it, and when. */
export interface BuildJob {
  title: string;
  createdAt: string;
}

/** The queue: `request` with each hook call; `stop` ends a build under way and waits for it. */
export interface BuildQueue {
  request(job: BuildJob): void;
  /** Settles once the thread for the next edit release has loaded its bundle (or failed to). */
  warm(): Promise<void>;
  stop(): Promise<void>;
}

// The rendering thread readied for the next edit release (startSpareThread): started once, then
// taken by the next build, which uses it or stops it.
function spareThread(site: SiteReleases) {
  let spare: Promise<RenderThread | null> | null = null;
  return {
    /** Starts the thread, unless one is started and not yet taken. */
    start() {
      spare ??= startSpareThread(site).catch((error: unknown) => {
        console.error("No rendering thread readied for the next edit:", error);
        return null;
      });
    },
    async take(): Promise<RenderThread | null> {
      const thread = await spare;
      spare = null;
      return thread ?? null;
    },
    /** Settles once the thread has loaded (or failed to). */
    async warm(): Promise<void> {
      await (await spare)?.ready.catch(() => undefined);
    },
  };
}

/** A queue of local builds of `options.site`. */
export function buildQueue(options: BuildQueueOptions): BuildQueue {
  const notify = deployNotifier(options);
  // The site's database, opened at the first build that asks.
  let sql: Sql | null = null;
  const database = () => (sql ??= createSql(options.site.databaseUrl, { max: 1 }));
  const editKinds = options.editKinds ?? ((buildId: string) => buildEditKinds(database(), buildId));
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  let next: BuildJob | null = null;
  const spare = spareThread(options.site);
  spare.start();
  // A full build's edits: those of the hook call, and any saved until they pause.
  const gathered = async (job: BuildJob, kinds: readonly string[]): Promise<void> => {
    const buildId = buildIdOfTitle(job.title);
    if (editReleaseKinds(kinds) || !options.burst || !buildId) return;
    try {
      const joined = await gatherBurst(database(), buildId, {
        ...options.burst,
        signal: stopping.signal,
      });
      if (joined > 0) console.log(`${joined} more edit(s) joined the build.`);
    } catch (error) {
      // The build goes ahead with its own edits; those left queued get the next one.
      if (!stopping.signal.aborted) console.error("Edits could not join the build:", error);
    }
  };
  const run = async (job: BuildJob): Promise<void> => {
    if (stopping.signal.aborted) return;
    const started = performance.now();
    let failure: unknown = null;
    try {
      const kinds = await kindsOfEdits(editKinds, job);
      await gathered(job, kinds);
      const kind = await publishRelease(options.site, stopping.signal, {
        editKinds: kinds,
        spare: await spare.take(),
        pruneLater: true,
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`Published (${kind === "edit" ? "edit release" : "full build"}, ${seconds} s).`);
    } catch (error) {
      failure = error;
      console.error("The local build failed:", error instanceof Error ? error.message : error);
    }
    if (stopping.signal.aborted) return;
    await notify(job, failure).catch((error: unknown) => console.error(error));
    if (stopping.signal.aborted) return;
    spare.start();
    await runWaiting();
  };
  // The build asked for meanwhile, if any. Once none waits, old releases go (a build's folder is
  // not yet served); a build asked for while they go runs after them, not never.
  const runWaiting = async (): Promise<void> => {
    for (;;) {
      const waiting = next;
      next = null;
      if (waiting) return run(waiting);
      await pruneReleases(options.site).catch((error: unknown) => console.error(error));
      if (!next || stopping.signal.aborted) return;
    }
  };
  return {
    request(job) {
      if (!running) running = run(job).finally(() => (running = null));
      else {
        next = job;
        // The waiting build's thread loads while this one runs (a second core does it).
        spare.start();
      }
    },
    warm: () => spare.warm(),
    async stop() {
      stopping.abort();
      await running;
      await (await spare.take())?.stop();
      await sql?.end();
    },
  };
}
