// The cookie banner and the Privacy Preference Centre (document 1 §2, §4, §9), on every page through
// BaseLayout as <CookieConsent client:idle />. The banner appears 1 s after load when no choice is
// stored; any element with data-open-cookie-settings (the footer's Cookie Settings link) opens the
// centre. Interaction tracking runs only while the stored choice allows performance cookies.
// A visitor who has chosen loads only this file: the banner, the centre, saving a choice and the
// tracker are fetched when first needed (docs/decisions.md, "Page weight").
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import {
  NONE_ALLOWED,
  type ConsentPreferences,
  type ConsentRecord,
} from "../../lib/consent/consent-record.ts";
import {
  onConsentChange,
  OPEN_PREFERENCES_EVENT,
  readConsent,
} from "../../lib/consent/consent-store.ts";
import type { ChoiceKind } from "./consent-choice.ts";
import "./consent.css";

const loadBanner = () => import("./CookieBanner.tsx");
const CookieBanner = lazy(loadBanner);
const PreferenceCentre = lazy(() => import("./PreferenceCentre.tsx"));

/** The banner waits this long after load (document 1 §9). */
export const BANNER_DELAY_MS = 1000;

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

/** The consent island: banner, preference centre and the tracking that follows the choice. */
export default function CookieConsent() {
  const [record, setRecord] = useState<ConsentRecord | null>(null);
  const [bannerDue, setBannerDue] = useState(false);
  const [centreOpen, setCentreOpen] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const stored = readConsent();
    setRecord(stored);
    // Fetched during the delay, so the banner shows on time.
    if (!stored) void loadBanner();
    const timer = stored ? undefined : window.setTimeout(() => setBannerDue(true), BANNER_DELAY_MS);
    const stop = onConsentChange(setRecord);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, []);

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

  // The banner stays (its buttons disabled) until the choice is saved, even though the record
  // is stored at once.
  const choose = async (preferences: ConsentPreferences, kind: ChoiceKind) => {
    if (saving) return;
    setSaving(true);
    try {
      const { applyChoice } = await import("./consent-choice.ts");
      await applyChoice(preferences, kind);
    } finally {
      setSaving(false);
      setCentreOpen(false);
    }
  };

  return (
    <Suspense fallback={null}>
      {bannerDue && (!record || saving) && !centreOpen && (
        <CookieBanner
          saving={saving}
          onChoose={(preferences, kind) => void choose(preferences, kind)}
          onSettings={openCentre}
        />
      )}
      {centreOpen && (
        <PreferenceCentre
          initial={record?.preferences ?? NONE_ALLOWED}
          saving={saving}
          onChoose={(preferences, kind) => void choose(preferences, kind)}
          onClose={() => setCentreOpen(false)}
        />
      )}
    </Suspense>
  );
}
