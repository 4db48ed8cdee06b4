// Counts the about page's statistics up from 0 when they scroll into view (document 2 §4). The HTML
// already holds the final values, so with reduced motion, or without IntersectionObserver, nothing runs.
import { COUNT_UP_TIMING, countUpValues, formatCount } from "../../lib/count-up.ts";

function animate(live: HTMLElement): void {
  const target = Number(live.dataset["target"]);
  const suffix = live.dataset["suffix"] ?? "";
  const values = countUpValues(target);
  const stepMs = COUNT_UP_TIMING.durationMs / values.length;
  live.textContent = formatCount(0, suffix);
  window.setTimeout(() => {
    let step = 0;
    const timer = window.setInterval(() => {
      const value = values[step] ?? target;
      live.textContent = formatCount(value, suffix);
      step += 1;
      if (step >= values.length) window.clearInterval(timer);
    }, stepMs);
  }, COUNT_UP_TIMING.delayMs);
}

const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
if (!reduceMotion && "IntersectionObserver" in window) {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        entry.target.querySelectorAll<HTMLElement>(".live[data-target]").forEach(animate);
      }
    },
    { threshold: 0.3 },
  );
  document.querySelectorAll("[data-count-up]").forEach((strip) => observer.observe(strip));
}
