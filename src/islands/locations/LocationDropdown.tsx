// The dropdown variant of the picker (document 1 §2): a "Select Location" button opening the
// picker in a panel below it. A choice becomes the visitor's location and opens its city's page.
import { withErrorBoundary } from "../shared/ErrorBoundary.tsx";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { hasFunctionalConsent } from "../../lib/locations/consent.ts";
import { DEFAULT_LOCATION, type SelectedLocation } from "../../lib/locations/location.ts";
import { browserStorage, chooseLocation } from "./current-location.ts";
import { locationPageOf } from "./location-page.ts";
import { useHydrated } from "../shared/useHydrated.ts";
import "./location-dropdown.css";
import { untilHydrated } from "../shared/awaits-script.ts";

const LocationSelector = lazy(() => import("./LocationSelector.tsx"));

/** The button and its panel; mount it with client:idle. */
function LocationDropdown() {
  const hydrated = useHydrated();
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // The panel closes on Escape (focus back on the button) and on a click outside it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const select = (location: SelectedLocation) => {
    chooseLocation(location);
    window.location.assign(locationPageOf(location));
  };

  return (
    <div className="loc-dropdown" ref={root}>
      <button
        ref={button}
        type="button"
        className="button loc-dropdown__toggle"
        aria-expanded={open}
        aria-controls={`${id}panel`}
        {...untilHydrated(hydrated)}
        onClick={() => setOpen(!open)}
      >
        Select Location
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div id={`${id}panel`} className="loc-dropdown__panel" hidden={!open}>
        {open && (
          <Suspense fallback={<p className="loc-dropdown__loading">Loading...</p>}>
            <LocationSelector
              onSelect={select}
              preferredCountry={DEFAULT_LOCATION.country.code}
              allowPosition={hasFunctionalConsent(browserStorage())}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}

export default withErrorBoundary(LocationDropdown);
