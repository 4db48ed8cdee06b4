// The home banner's behaviour: advance every 3 s and loop, dots jump to a slide, and the rotation
// pauses while the pointer or keyboard focus is on it, when the visitor presses Pause, when the tab
// is hidden, and from the start when the visitor prefers reduced motion.

/** Time each slide stays (document 1 §9). */
const SLIDE_INTERVAL_MS = 3000;

function setUpSlider(root: HTMLElement): void {
  const slides = [...root.querySelectorAll<HTMLElement>("[data-slide]")];
  const dots = [...root.querySelectorAll<HTMLButtonElement>("[data-slide-dot]")];
  const pause = root.querySelector<HTMLButtonElement>("[data-slide-pause]");
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  let current = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hovered = false;
  let focused = false;
  let stopped = reducedMotion.matches;

  const show = (index: number) => {
    current = (index + slides.length) % slides.length;
    slides.forEach((slide, i) => {
      const active = i === current;
      slide.toggleAttribute("data-active", active);
      slide.toggleAttribute("inert", !active);
      if (active) slide.removeAttribute("aria-hidden");
      else slide.setAttribute("aria-hidden", "true");
    });
    dots.forEach((dot, i) =>
      i === current
        ? dot.setAttribute("aria-current", "true")
        : dot.removeAttribute("aria-current"),
    );
  };
  const schedule = () => {
    clearTimeout(timer);
    pause?.setAttribute("aria-pressed", String(stopped));
    if (hovered || focused || stopped || document.hidden) return;
    timer = setTimeout(() => {
      show(current + 1);
      schedule();
    }, SLIDE_INTERVAL_MS);
  };

  dots.forEach((dot, i) =>
    dot.addEventListener("click", () => {
      show(i);
      schedule();
    }),
  );
  pause?.addEventListener("click", () => {
    stopped = !stopped;
    schedule();
  });
  root.addEventListener("pointerenter", (event) => {
    hovered = event.pointerType === "mouse";
    schedule();
  });
  root.addEventListener("pointerleave", () => {
    hovered = false;
    schedule();
  });
  // Only keyboard focus pauses: a mouse click on a dot would otherwise stop the rotation for good.
  root.addEventListener("focusin", (event) => {
    focused = event.target instanceof HTMLElement && event.target.matches(":focus-visible");
    schedule();
  });
  root.addEventListener("focusout", (event) => {
    if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
    focused = false;
    schedule();
  });
  reducedMotion.addEventListener("change", () => {
    stopped = reducedMotion.matches;
    schedule();
  });
  document.addEventListener("visibilitychange", schedule);
  root.setAttribute("data-enhanced", "");
  schedule();
}

for (const root of document.querySelectorAll<HTMLElement>("[data-hero-slider]")) setUpSlider(root);
