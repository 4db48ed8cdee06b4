// Keeps Tab inside a modal (the application dialog, the admin's Menu drawer): from the last control
// to the first and back. A modal <dialog> or `inert` makes the page behind unreachable, but browsers
// still let Tab leave for their own toolbar.

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), " +
  "textarea:not([disabled]), [tabindex]";

/** The controls Tab reaches inside `container`, in order (hidden and tabindex=-1 ones left out). */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

/** A keydown handler that wraps Tab and Shift+Tab around the controls of `container`. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== "Tab") return;
  const controls = tabbableIn(container);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
