// The browser's calls to /api/cookie-acceptance and /api/tracking/*. The caller checks consent;
// the consent and visitor id cookies travel with every call and the server checks them again.
import { apiGet, ApiError } from "../../lib/api-client.ts";
import type {
  CookieAcceptance,
  InteractionEvent,
  PageSummary,
} from "../../lib/consent/tracking-schemas.ts";

const HEADERS = { "content-type": "application/json", accept: "application/json" };

/** The page's address when the server can take it (a web address of at most 2048 characters). */
export function currentPageUrl(): string | undefined {
  const href = location.href;
  return /^https?:/.test(href) && href.length <= 2048 ? href : undefined;
}

async function postJson(path: string, body: unknown): Promise<void> {
  const response = await fetch(path, {
    method: "POST",
    headers: HEADERS,
    body: JSON.stringify(body),
    // keepalive: the call completes even when the visitor follows a link at once.
    keepalive: true,
  });
  if (!response.ok) throw new ApiError(response.status);
}

// A page that is closing cannot wait for an answer: sendBeacon hands the body to the browser,
// which sends it after the page is gone; fetch with keepalive does the same where it refuses.
function beacon(path: string, body: unknown): void {
  const json = JSON.stringify(body);
  const queued = navigator.sendBeacon?.(path, new Blob([json], { type: "application/json" }));
  if (!queued) void postJson(path, body).catch(() => {});
}

/** Records the consent decision with the visitor data (POST /api/cookie-acceptance). */
export function postAcceptance(acceptance: CookieAcceptance): Promise<void> {
  return postJson("/api/cookie-acceptance", acceptance);
}

/** Sends interaction events; `leaving` when the page is going away. Failures are only logged. */
export function sendEvents(events: InteractionEvent[], leaving: boolean): void {
  if (events.length === 0) return;
  if (leaving) return beacon("/api/tracking/interaction", { events });
  postJson("/api/tracking/interaction", { events }).catch((error: unknown) =>
    console.error("Sending interaction events failed:", error),
  );
}

/** Sends the page-leave summary so that it survives the page closing. */
export function sendSummary(summary: PageSummary): void {
  beacon("/api/tracking/send-summary", summary);
}

/** What the site holds about this visitor (GET /api/tracking/data). */
export function fetchMyData(): Promise<unknown> {
  return apiGet("/api/tracking/data");
}

/** Erases what the site holds about this visitor (DELETE /api/tracking/clear). */
export async function eraseMyData(): Promise<void> {
  const response = await fetch("/api/tracking/clear", { method: "DELETE", headers: HEADERS });
  if (!response.ok) throw new ApiError(response.status);
}
