// The location banner at the top of every page (document 1 §2): "Serving {location}" and "Local
// support available" once a location is known, else "Select your location for local services";
// its button opens the "Select Your Location" modal. The server renders the empty state at the
// same height as the filled one, so nothing below moves when the location arrives.
import { withErrorBoundary } from "../shared/ErrorBoundary.tsx";
import { lazy, Suspense, useState } from "react";
import { locationLabel, type SelectedLocation } from "../../lib/location/location.ts";
import { chooseLocation, clearChosenLocation, useCurrentLocation } from "./current-location.ts";
import { useHydrated } from "./useHydrated.ts";
import "./location-banner.css";

const LocationModal = lazy(() => import("./LocationModal.tsx"));

/** The banner; mount it with client:idle. */
function LocationBanner() {
  const hydrated = useHydrated();
  const current = useCurrentLocation();
  const [open, setOpen] = useState(false);
  const label = current ? locationLabel(current.place) : null;

  const select = (location: SelectedLocation) => {
    chooseLocation(location);
    setOpen(false);
  };
  const clear = () => {
    clearChosenLocation();
    setOpen(false);
  };

  return (
    <section className="location-banner" aria-label="Your location">
      <div className="container location-banner__inner">
        <svg className="location-banner__pin" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
          <circle cx="12" cy="10" r="3" />
        </svg>
        <p className="location-banner__text">
          {label ? (
            <>
              <strong className="location-banner__place" title={`Serving ${label}`}>
                Serving {label}
              </strong>
              <span className="location-banner__support">Local support available</span>
            </>
          ) : (
            <span className="location-banner__prompt">Select your location for local services</span>
          )}
        </p>
        <button
          type="button"
          className="location-banner__button"
          disabled={!hydrated}
          onClick={() => setOpen(true)}
        >
          {label ? "Change Location" : "Select Location"}
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <LocationModal
            title="Select Your Location"
            note={label ? `Now showing: ${label}` : undefined}
            preferredCountry={current?.place.country.code}
            onSelect={select}
            onClose={() => setOpen(false)}
            onClear={current?.source === "manual" ? clear : undefined}
          />
        </Suspense>
      )}
    </section>
  );
}

export default withErrorBoundary(LocationBanner);
