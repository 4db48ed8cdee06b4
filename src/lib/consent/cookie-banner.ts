// The cookie banner's page markup (src/components/consent/CookieBanner.astro) as the consent
// script (src/components/consent/cookie-consent.ts) sees it: its id, its delay, the action each
// button names, and the few changes that script makes to it. The banner's own inline script shows it on time; this file does the rest.

/** The banner element's id. */
export const COOKIE_BANNER_ID = "cookie-banner";

/** The banner waits this long after load (document 1 §9). */
export const BANNER_DELAY_MS = 1000;

/**
 * What a banner button does: its data-consent-action (the banner's markup names no other). The
 * close button says reject_all.
 */
export type BannerAction = "settings" | "reject_all" | "accept_all";

/** The banner on this page, or null (pages without the site frame, and on the server). */
export function findCookieBanner(): HTMLElement | null {
  return typeof document === "undefined" ? null : document.getElementById(COOKIE_BANNER_ID);
}

/** Whether the banner's delay has passed (its script, or markBannerDue, said so). */
export function bannerIsDue(banner: HTMLElement): boolean {
  return banner.dataset.due === "true";
}

/** Notes that the delay has passed: the banner may show from now on. */
export function markBannerDue(banner: HTMLElement): void {
  banner.dataset.due = "true";
}

/** Shows or hides the banner and enables or disables its buttons (disabled while saving). */
export function renderBanner(
  banner: HTMLElement,
  state: { visible: boolean; saving: boolean },
): void {
  banner.hidden = !state.visible;
  banner.setAttribute("aria-busy", String(state.saving));
  for (const button of banner.querySelectorAll("button")) button.disabled = state.saving;
}

/** The action of the banner button `target` is in, if any. */
export function bannerActionOf(target: EventTarget | null): BannerAction | null {
  const button =
    target instanceof Element ? target.closest<HTMLElement>("[data-consent-action]") : null;
  return (button?.dataset.consentAction as BannerAction | undefined) ?? null;
}

/**
 * Tells the banner's inline script that the consent script now carries out clicks, and returns
 * the action of a click made before, if any (kept once).
 */
export function takeOverBanner(banner: HTMLElement): BannerAction | null {
  banner.dataset.ready = "true";
  const pending = banner.dataset.pendingAction as BannerAction | undefined;
  delete banner.dataset.pendingAction;
  return pending ?? null;
}
