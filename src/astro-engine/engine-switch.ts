// The engine's one switch, BUILD_ENGINE: unset for this folder's engine, "astro" for stock Astro.

/** Whether `engine` (BUILD_ENGINE) asks for stock Astro; anything but unset or "astro" is refused. */
export function stockEngine(engine: string | undefined): boolean {
  if (engine === undefined || engine === "") return false;
  if (engine === "astro") return true;
  throw new Error(`BUILD_ENGINE must be "astro" or unset (got "${engine}")`);
}
