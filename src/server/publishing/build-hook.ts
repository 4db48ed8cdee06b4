// Calls the build hook: Netlify's in production, the local publisher's under `npm start`. The
// build id travels as the deploy's title (Netlify's trigger_title), and the deploy notification
// brings it back, so a result is matched to its build.

/** How long the hook may take to accept a build. */
const BUILD_HOOK_TIMEOUT_MS = 10_000;

/** The deploy title that names a build. */
export function buildTitle(buildId: string): string {
  return `Publish ${buildId}`;
}

const TITLE = /\bPublish ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b/i;

/** The build id a deploy title names, or null (a deploy we did not start). */
export function buildIdOfTitle(title: string | null | undefined): string | null {
  return TITLE.exec(title ?? "")?.[1]?.toLowerCase() ?? null;
}

/** POSTs the hook for `buildId`; throws when it cannot be reached or does not answer 2xx. */
export async function callBuildHook(hookUrl: string, buildId: string): Promise<void> {
  const url = new URL(hookUrl);
  url.searchParams.set("trigger_title", buildTitle(buildId));
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
    signal: AbortSignal.timeout(BUILD_HOOK_TIMEOUT_MS),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`the build hook answered ${response.status}`);
}
