// The Privacy Preference Centre, drawn on demand by the consent script
// (components/consent/cookie-consent.ts) when the visitor opens it: React and the centre come
// with that click, never with the page.
import type { ComponentProps } from "react";
import { renderInto } from "../shared/island-root.tsx";
import PreferenceCentre from "./PreferenceCentre.tsx";

/** What the centre starts from and does. */
export type CentreProps = ComponentProps<typeof PreferenceCentre>;

/** Opens (or updates) the centre in `container` with `props`; null closes it. */
export function showCentre(container: Element, props: CentreProps | null): void {
  renderInto(container, props && <PreferenceCentre {...props} />);
}
