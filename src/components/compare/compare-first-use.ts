// The Compare toggles and tray of a page that cannot afford their script at load (the search
// results, drawn by React at once): fetched on the visitor's first move on the page (a pointer
// moving or pressed, a key, a touch, the focus), as client:interaction's "page" reason does for
// islands. A press of a toggle before they are ready is made again once they are.
const EVENTS = ["pointermove", "pointerdown", "keydown", "touchstart", "focusin"] as const;

/** Wires the page's Compare toggles (marking those drawn later) on its first use. */
export function enhanceCompareButtonsOnFirstUse(): void {
  let ready: Promise<void> | undefined;
  let enhanced = false;
  const start = () => {
    for (const type of EVENTS) document.removeEventListener(type, start);
    ready ??= import("./compare-buttons.ts").then(({ enhanceCompareButtons }) => {
      enhanceCompareButtons({ watch: true });
      enhanced = true;
    });
    return ready;
  };
  for (const type of EVENTS) document.addEventListener(type, start, { passive: true });
  document.addEventListener("click", (event) => {
    const toggle =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>("[data-compare-toggle]")
        : null;
    if (toggle && !enhanced) void start().then(() => toggle.click());
  });
}
