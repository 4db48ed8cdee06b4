// The banner's "Select Your Location" modal, drawn on demand by its plain script
// (components/locations/location-banner.ts) when the visitor opens it: React and the picker come
// with that first click, never with the page.
import type { ComponentProps } from "react";
import { renderInto } from "../shared/island-root.tsx";
import LocationModal from "./LocationModal.tsx";

/** What the modal shows and does. */
export type PickerProps = ComponentProps<typeof LocationModal>;

/** Opens (or updates) the modal in `container` with `props`; null closes it. */
export function showPicker(container: Element, props: PickerProps | null): void {
  renderInto(container, props && <LocationModal {...props} />);
}
