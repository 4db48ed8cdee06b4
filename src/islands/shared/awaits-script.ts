// A button that needs its island's script (a dialog to open, a form to send) is drawn disabled on
// the server, so nothing half-works without JavaScript. With JavaScript, the interaction directive
// (interaction-directive.ts) shows it enabled from the start and holds a press made before the
// island has hydrated, then presses it again once it has: no pale button, no lost first click.
// If the island's script cannot load, the directive disables it again.

/** The attribute the directive looks for; the island leaves it out once hydrated. */
export const AWAITS_SCRIPT = "data-awaits-script";

/** A button's props until its island has hydrated (none after). */
export const untilHydrated = (hydrated: boolean) =>
  hydrated ? {} : ({ disabled: true, [AWAITS_SCRIPT]: "" } as const);
