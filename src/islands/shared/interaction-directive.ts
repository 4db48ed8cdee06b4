// `client:interaction`: hydrates an island on the visitor's first interaction with it (a pointer
// over or down, focus, a key), not at load. For islands whose server-rendered HTML already works
// and whose script only enhances it once used, such as the header's search form: pages that are
// only read never load that script (docs/decisions.md, "Page weight").
import type { ClientDirective } from "astro";

const EVENTS = ["pointerover", "pointerdown", "focusin", "keydown", "touchstart"] as const;

/** The directive's browser code; Astro inlines it into the pages that use it. */
const hydrateOnInteraction: ClientDirective = (load, _options, element) => {
  const hydrate = () => {
    for (const type of EVENTS) element.removeEventListener(type, hydrate);
    void load().then((run) => run());
  };
  for (const type of EVENTS) element.addEventListener(type, hydrate, { passive: true });
};

export default hydrateOnInteraction;
