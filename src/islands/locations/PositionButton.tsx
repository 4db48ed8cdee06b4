// "Use My Current Location": the browser's position (5 s, up to 60 s old; document 1 §4), mapped
// by the server to the nearest city. Shown only with functional consent.
import { useState } from "react";
import { getBrowserPosition } from "../../lib/locations/browser-position.ts";
import { isSelectedLocation, type SelectedLocation } from "../../lib/locations/location.ts";
import { fetchNearestLocation } from "./location-api.ts";

const NO_CITY_NEAR = "No city we serve is near your position. Please choose from the lists.";
const LOOKUP_FAILED = "Your position could not be matched to a city. Please choose from the lists.";

/** The button and, after a failure, its message in a red box. */
export default function PositionButton({
  onSelect,
}: {
  onSelect: (location: SelectedLocation) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const locate = async () => {
    setBusy(true);
    setError(null);
    try {
      const position = await getBrowserPosition();
      const place = await fetchNearestLocation(position).catch(() => {
        throw new Error(LOOKUP_FAILED);
      });
      if (place && isSelectedLocation(place)) onSelect(place);
      else setError(NO_CITY_NEAR);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : LOOKUP_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="loc-position">
      {error && (
        <p className="loc-picker__error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="loc-position__button" disabled={busy} onClick={locate}>
        {busy ? "Finding your location..." : "Use My Current Location"}
      </button>
    </div>
  );
}
