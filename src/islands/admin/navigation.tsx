// Client-side navigation with the history API (no router package): the current location as React
// state, navigate() to push or replace it, and a Link that stays a real link (new tab, copy). A
// screen may ask before navigate() leaves it (an editor with unsaved changes, useLeaveGuard.ts).
import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from "react";

const CHANGE = "admin:navigate";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

const snapshot = () => window.location.pathname + window.location.search;

/** The current path and query, re-rendering on navigate() and on Back/Forward. */
export function useLocation(): { pathname: string; search: URLSearchParams } {
  const current = useSyncExternalStore(subscribe, snapshot, () => "/admin");
  const url = new URL(current, "http://admin.invalid");
  return { pathname: url.pathname, search: url.searchParams };
}

type BeforeLeave = () => true | Promise<boolean>;
let beforeLeave: BeforeLeave | null = null;

/** Has navigate() ask `check` first (true to go on at once); returns what removes the check. */
export function setBeforeLeave(check: BeforeLeave): () => void {
  beforeLeave = check;
  return () => {
    if (beforeLeave === check) beforeLeave = null;
  };
}

/** Goes to a site-relative path; `replace` keeps Back from returning to the current entry. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (to === snapshot()) return;
  const answer = beforeLeave?.() ?? true;
  // At once when nothing is asked: a notice set just after navigate() must come after the change.
  if (answer === true) go(to, options);
  else void answer.then((leave) => leave && go(to, options));
}

function go(to: string, options: { replace?: boolean }): void {
  if (options.replace) window.history.replaceState(null, "", to);
  else window.history.pushState(null, "", to);
  window.dispatchEvent(new Event(CHANGE));
  if (!options.replace) window.scrollTo(0, 0);
}

/** Runs `listener` on every navigation (pushes, replacements, Back and Forward). */
export function onNavigate(listener: () => void): () => void {
  return subscribe(listener);
}

/** An in-app link: a plain left click navigates without reloading the page. */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || modified || event.button !== 0 || !href) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={click} {...rest} />;
}
