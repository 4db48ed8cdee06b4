// Garbage collection of the build process. Each page's HTML passes through several byte buffers
// (Astro encodes the page, copies it into a Response, reads it back, writes it twice), which live
// outside V8's heap; by default V8 starts a full collection for every ~64 MB of such memory. With
// a large catalogue that was many full collections of the whole heap (the catalogue, the routes)
// and a large share of the build's time. Counted with the heap instead, memory outside it starts a
// full collection when the two together have doubled since the last one: far fewer collections,
// at a modestly higher peak (without the doubling bound the peak grew much larger).
// docs/decisions/0046-build-engine.md; figures in docs/benchmarks.md, Full build.
import { setFlagsFromString } from "node:v8";
import type { AstroIntegration } from "astro";

/** V8's flags for the build: outside memory counted with the heap, growth bounded to double. */
const BUILD_GC_FLAGS = [
  "--external-memory-accounted-in-global-limit",
  "--heap-growing-percent=100",
] as const;

/** Sets BUILD_GC_FLAGS when a build starts (V8 reads both at each collection). */
export function buildMemory(): AstroIntegration {
  return {
    name: "build-memory",
    hooks: {
      "astro:build:start": () => {
        for (const flag of BUILD_GC_FLAGS) setFlagsFromString(flag);
      },
    },
  };
}
