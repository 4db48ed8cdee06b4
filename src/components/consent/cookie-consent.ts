// The consent script of every page (CookieBanner.astro; document 1 §2, §4, §9): it carries out the
// banner's buttons, hides the banner once a choice is saved and shows it when a stored choice
// turns out expired or forged, opens the Privacy Preference Centre from any element with
// data-open-cookie-settings (the footer's Cookie Settings link) and from OPEN_PREFERENCES_EVENT,
// and runs interaction tracking while the stored choice allows performance cookies. Plain code:
// the centre (a React component, with React), saving a choice and the tracker are fetched when
// first needed (docs/decisions/0069-cookie-banner.md).
import {
  ALL_ALLOWED,
  NONE_ALLOWED,
  type ConsentPreferences,
  type ConsentRecord,
} from "../../lib/consent/consent-record.ts";
import {
  onConsentChange,
  OPEN_PREFERENCES_EVENT,
  readConsent,
} from "../../lib/consent/consent-store.ts";
import {
  BANNER_DELAY_MS,
  bannerActionOf,
  bannerIsDue,
  findCookieBanner,
  markBannerDue,
  renderBanner,
  takeOverBanner,
  type BannerAction,
} from "../../lib/consent/cookie-banner.ts";
import type { ChoiceKind } from "../../islands/consent/consent-choice.ts";

const loadCentre = () => import("../../islands/consent/preference-centre-root.tsx");

function startConsent(banner: HTMLElement | null, centre: HTMLElement): void {
  let record: ConsentRecord | null = readConsent();
  let centreOpen = false;
  let saving = false;
  let stopTracking: (() => void) | null = null;
  let tracking = false;

  // The banner stays (its buttons disabled) until the choice is saved, even though the record is
  // stored at once.
  const showBanner = () => {
    if (!banner) return;
    const visible = bannerIsDue(banner) && (!record || saving) && !centreOpen;
    renderBanner(banner, { visible, saving });
  };

  // Draws the centre as `centreOpen` and `saving` say; each call after the ones before it.
  const drawCentre = async () => {
    const { showCentre } = await loadCentre();
    showCentre(
      centre,
      centreOpen
        ? {
            initial: record?.preferences ?? NONE_ALLOWED,
            saving,
            onChoose: (preferences, kind) => {
              if (!saving) void choose(preferences, kind);
            },
            onClose: closeCentre,
          }
        : null,
    );
  };

  const render = () => {
    showBanner();
    // The centre is drawn only once opened: a visitor who never opens it never loads it.
    if (centreOpen || centre.childElementCount > 0) void drawCentre();
  };

  function closeCentre() {
    centreOpen = false;
    render();
  }

  const openCentre = () => {
    centreOpen = true;
    render();
  };

  // Interaction tracking while the choice allows performance cookies; the tracker is fetched
  // only then.
  const followTracking = () => {
    const allowed = record?.preferences.performance === true;
    if (allowed === tracking) return;
    tracking = allowed;
    if (!allowed) {
      stopTracking?.();
      stopTracking = null;
      return;
    }
    void import("../../islands/consent/tracker.ts").then(({ startTracking }) => {
      if (tracking && !stopTracking) stopTracking = startTracking();
    });
  };

  async function choose(preferences: ConsentPreferences, kind: ChoiceKind) {
    saving = true;
    render();
    try {
      const { applyChoice } = await import("../../islands/consent/consent-choice.ts");
      await applyChoice(preferences, kind);
    } finally {
      saving = false;
      centreOpen = false;
      render();
    }
  }

  const act = (action: BannerAction) => {
    if (action === "settings") openCentre();
    // Its buttons are disabled while saving, so a second choice cannot start.
    else void choose(action === "accept_all" ? ALL_ALLOWED : NONE_ALLOWED, action);
  };

  onConsentChange((next) => {
    record = next;
    followTracking();
    render();
  });
  followTracking();
  // A stored choice the banner's inline script saw but that is expired or forged: ask again, as
  // that script does, a second after the page's load (this script runs before it).
  if (!record && banner) {
    const due = () =>
      window.setTimeout(() => {
        markBannerDue(banner);
        render();
      }, BANNER_DELAY_MS);
    if (document.readyState === "complete") due();
    else window.addEventListener("load", due, { once: true });
  }
  showBanner();

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest("[data-open-cookie-settings]")) return;
    event.preventDefault();
    openCentre();
  });
  window.addEventListener(OPEN_PREFERENCES_EVENT, openCentre);

  // Carries out the banner's buttons, starting with a click made before this script ran.
  if (banner) {
    const pending = takeOverBanner(banner);
    if (pending) act(pending);
    banner.addEventListener("click", (event) => {
      const action = bannerActionOf(event.target);
      if (action) act(action);
    });
  }
}

const centre = document.querySelector<HTMLElement>("[data-preference-centre]");
if (centre) startConsent(findCookieBanner(), centre);
