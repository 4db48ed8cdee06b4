// The picker in a modal dialog: "Select Your Location" from the banner (document 1 §2), "Change
// Location" on a city's page (document 2 §2.9). A native <dialog>: focus stays inside, Escape and
// Cancel close it. Loaded only when first opened, so pages do not pay for it up front.
import { useEffect, useId, useRef } from "react";
import { hasFunctionalConsent } from "../../lib/locations/consent.ts";
import type { SelectedLocation } from "../../lib/locations/location.ts";
import { browserStorage } from "./current-location.ts";
import LocationSelector from "./LocationSelector.tsx";
import "./location-modal.css";

interface Props {
  title: string;
  /** A line above the picker, such as the location now shown. */
  note?: string | undefined;
  preferredCountry?: string | null | undefined;
  onSelect: (location: SelectedLocation) => void;
  onClose: () => void;
  /** Offered as "Clear Location" when the visitor has chosen a location. */
  onClear?: (() => void) | undefined;
}

/** The modal picker; it opens when mounted. */
export default function LocationModal({
  title,
  note,
  preferredCountry,
  onSelect,
  onClose,
  onClear,
}: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="loc-modal"
      aria-labelledby={`${id}title`}
      onClose={onClose}
      // A click on the backdrop lands on the dialog itself: it closes like Cancel.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="loc-modal__head">
        <h2 id={`${id}title`}>{title}</h2>
        <button type="button" className="loc-modal__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close</span>
        </button>
      </div>
      {note && <p className="loc-modal__note">{note}</p>}
      <LocationSelector
        onSelect={onSelect}
        preferredCountry={preferredCountry}
        allowPosition={hasFunctionalConsent(browserStorage())}
      />
      <div className="loc-modal__foot">
        {onClear && (
          <button type="button" className="loc-modal__clear" onClick={onClear}>
            Clear Location
          </button>
        )}
        <button type="button" className="button secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
