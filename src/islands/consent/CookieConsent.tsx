// The cookie banner and the Privacy Preference Centre (document 1 §2, §4, §9), on every page through
// BaseLayout as <CookieConsent client:idle />. The banner is the page's own markup
// (components/consent/CookieBanner.astro), shown 1 s after load by its script when no choice is
// stored; this island carries out its buttons, hides it once a choice is saved and shows it when a
// stored choice turns out expired or forged. Any element with data-open-cookie-settings (the
// footer's Cookie Settings link) opens the centre. Interaction tracking runs only while the stored
// choice allows performance cookies. A visitor who has chosen loads only this file: the centre,
// saving a choice and the tracker are fetched when first needed (docs/decisions.md, "Page weight").
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
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
import type { ChoiceKind } from "./consent-choice.ts";
import "./consent.css";

const PreferenceCentre = lazy(() => import("./PreferenceCentre.tsx"));

// Opens the centre from any [data-open-cookie-settings] element and from OPEN_PREFERENCES_EVENT.
function useOpenRequests(open: () => void): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest("[data-open-cookie-settings]")) return;
      event.preventDefault();
      open();
    };
    document.addEventListener("click", onClick);
    window.addEventListener(OPEN_PREFERENCES_EVENT, open);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener(OPEN_PREFERENCES_EVENT, open);
    };
  }, [open]);
}

// Carries out the banner's buttons, starting with a click made before this island was ready.
function useBannerActions(banner: HTMLElement | null, act: (action: BannerAction) => void): void {
  useEffect(() => {
    if (!banner) return;
    const pending = takeOverBanner(banner);
    if (pending) act(pending);
    const onClick = (event: MouseEvent) => {
      const action = bannerActionOf(event.target);
      if (action) act(action);
    };
    banner.addEventListener("click", onClick);
    return () => banner.removeEventListener("click", onClick);
    // Once per banner: `act` changes state only through setters, which never change.
  }, [banner]);
}

/** The consent island: banner, preference centre and the tracking that follows the choice. */
export default function CookieConsent() {
  const [banner] = useState(findCookieBanner);
  const [record, setRecord] = useState<ConsentRecord | null>(null);
  // Counts the banner's delay ending here; the banner's own script may have ended it first.
  const [dueAt, setDueAt] = useState(0);
  const [centreOpen, setCentreOpen] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const stored = readConsent();
    setRecord(stored);
    // A stored choice the banner's script saw but that is expired or forged: ask again.
    const timer =
      stored || !banner
        ? undefined
        : window.setTimeout(() => {
            markBannerDue(banner);
            setDueAt(Date.now());
          }, BANNER_DELAY_MS);
    const stop = onConsentChange(setRecord);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [banner]);

  // The banner stays (its buttons disabled) until the choice is saved, even though the record
  // is stored at once.
  useEffect(() => {
    if (!banner) return;
    const visible = bannerIsDue(banner) && (!record || saving) && !centreOpen;
    renderBanner(banner, { visible, saving });
  }, [banner, record, saving, centreOpen, dueAt]);

  const tracking = record?.preferences.performance === true;
  useEffect(() => {
    if (!tracking) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import("./tracker.ts").then(({ startTracking }) => {
      if (!ended) stop = startTracking();
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [tracking]);

  const openCentre = useCallback(() => setCentreOpen(true), []);
  useOpenRequests(openCentre);

  const choose = async (preferences: ConsentPreferences, kind: ChoiceKind) => {
    setSaving(true);
    try {
      const { applyChoice } = await import("./consent-choice.ts");
      await applyChoice(preferences, kind);
    } finally {
      setSaving(false);
      setCentreOpen(false);
    }
  };

  useBannerActions(banner, (action) => {
    if (action === "settings") openCentre();
    // Its buttons are disabled while saving, so a second choice cannot start.
    else void choose(action === "accept_all" ? ALL_ALLOWED : NONE_ALLOWED, action);
  });

  return (
    <Suspense fallback={null}>
      {centreOpen && (
        <PreferenceCentre
          initial={record?.preferences ?? NONE_ALLOWED}
          saving={saving}
          onChoose={(preferences, kind) => {
            if (!saving) void choose(preferences, kind);
          }}
          onClose={() => setCentreOpen(false)}
        />
      )}
    </Suspense>
  );
}
