// A city page's "Change Location" (document 2 §2.9): a dialog with the picker; Cancel closes it,
// and a choice becomes the visitor's location and replaces this page with the chosen city's
// (location.replace: Back skips the page left).
import { withErrorBoundary } from "../shared/ErrorBoundary.tsx";
import { lazy, Suspense, useState } from "react";
import type { SelectedLocation } from "../../lib/location/location.ts";
import { locationPageOf } from "./location-page.ts";
import { chooseLocation } from "./current-location.ts";
import { useHydrated } from "./useHydrated.ts";

const LocationModal = lazy(() => import("./LocationModal.tsx"));

interface Props {
  /** The page's city, named above the picker. */
  city: string;
  countryCode: string;
}

/** The button and its dialog; mount it with client:idle. */
function ChangeLocation({ city, countryCode }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const select = (location: SelectedLocation) => {
    chooseLocation(location);
    window.location.replace(locationPageOf(location));
  };
  return (
    <>
      <button
        type="button"
        className="button secondary"
        disabled={!hydrated}
        onClick={() => setOpen(true)}
      >
        Change Location
      </button>
      {open && (
        <Suspense fallback={null}>
          <LocationModal
            title="Change Location"
            note={`Now showing: ${city}`}
            preferredCountry={countryCode}
            onSelect={select}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}

export default withErrorBoundary(ChangeLocation);
