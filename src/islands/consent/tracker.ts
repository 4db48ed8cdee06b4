// Interaction tracking for a visitor who allows performance cookies (document 1 §4): a page view,
// clicks on links and buttons, scrolling (debounced 1 s), and on leaving the page a summary when
// the visitor stayed over 30 s with more than 3 interactions. Events are batched and sent on a
// short timer or, when the page goes away, by beacon.
import { MAX_EVENTS_PER_REQUEST } from "../../lib/consent/tracking-limits.ts";
import type { InteractionEvent } from "../../lib/consent/tracking-schemas.ts";
import { ensureVisitorId } from "../../lib/consent/visitor-id.ts";
import { currentPageUrl, sendEvents, sendSummary } from "./tracking-api.ts";

/** Scroll events are debounced by this much (document 1 §4). */
export const SCROLL_DEBOUNCE_MS = 1000;
/** A page-leave summary needs more time than this on the page (document 1 §4)… */
export const SUMMARY_MIN_TIME_MS = 30_000;
/** …and more interactions than this. */
export const SUMMARY_MIN_INTERACTIONS = 3;
const FLUSH_DELAY_MS = 2000;

type EventOf<A extends InteractionEvent["action"]> = Extract<InteractionEvent, { action: A }>;

/** An event of `action` on this page, now. */
export function pageEvent<A extends InteractionEvent["action"]>(
  action: A,
  data: EventOf<A>["data"],
): EventOf<A> {
  return {
    action,
    data,
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent.slice(0, 1000),
    url: currentPageUrl(),
    pageTitle: document.title.slice(0, 500),
  } as EventOf<A>;
}

function clickData(element: HTMLAnchorElement | HTMLButtonElement): EventOf<"click">["data"] {
  const label = element.textContent?.trim() || element.getAttribute("aria-label") || "";
  const href = element instanceof HTMLAnchorElement ? element.getAttribute("href") : null;
  return {
    element: element instanceof HTMLAnchorElement ? "a" : "button",
    text: label.replace(/\s+/g, " ").slice(0, 200),
    ...(href ? { href: href.slice(0, 2048) } : {}),
    ...(element.id ? { id: element.id.slice(0, 100) } : {}),
  };
}

function scrollDepth(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((window.scrollY / scrollable) * 100)));
}

/** Starts tracking this page; the returned function stops it and drops anything unsent. */
export function startTracking(): () => void {
  ensureVisitorId();
  let queue: InteractionEvent[] = [];
  let interactions = 0;
  let summarySent = false;
  let flushTimer: number | undefined;
  let scrollTimer: number | undefined;

  const flush = (leaving: boolean) => {
    window.clearTimeout(flushTimer);
    while (queue.length > 0) sendEvents(queue.splice(0, MAX_EVENTS_PER_REQUEST), leaving);
  };
  const record = (event: InteractionEvent) => {
    queue.push(event);
    window.clearTimeout(flushTimer);
    if (queue.length >= MAX_EVENTS_PER_REQUEST) flush(false);
    else flushTimer = window.setTimeout(() => flush(false), FLUSH_DELAY_MS);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest("a, button") : null;
    if (!(target instanceof HTMLAnchorElement || target instanceof HTMLButtonElement)) return;
    interactions++;
    record(pageEvent("click", clickData(target)));
  };
  const onScroll = () => {
    window.clearTimeout(scrollTimer);
    scrollTimer = window.setTimeout(() => {
      interactions++;
      record(pageEvent("scroll", { depth: scrollDepth() }));
    }, SCROLL_DEBOUNCE_MS);
  };
  const onHidden = () => {
    if (document.visibilityState === "hidden") flush(true);
  };
  const onPageHide = () => {
    flush(true);
    const pageUrl = currentPageUrl();
    const spent = performance.now();
    if (summarySent || !pageUrl) return;
    if (spent <= SUMMARY_MIN_TIME_MS || interactions <= SUMMARY_MIN_INTERACTIONS) return;
    summarySent = true;
    const timeSpent = Math.min(86_400, Math.round(spent / 1000));
    const anonymous = "anonymous" as const;
    sendSummary({
      userName: anonymous,
      mobile: anonymous,
      email: anonymous,
      pageUrl,
      timeSpent,
      interactionsCount: interactions,
    });
  };

  record(pageEvent("page_view", { referrer: document.referrer.slice(0, 2048) }));
  document.addEventListener("click", onClick, { capture: true });
  window.addEventListener("scroll", onScroll, { passive: true });
  document.addEventListener("visibilitychange", onHidden);
  window.addEventListener("pagehide", onPageHide);
  return () => {
    document.removeEventListener("click", onClick, { capture: true });
    window.removeEventListener("scroll", onScroll);
    document.removeEventListener("visibilitychange", onHidden);
    window.removeEventListener("pagehide", onPageHide);
    window.clearTimeout(flushTimer);
    window.clearTimeout(scrollTimer);
    queue = [];
  };
}
