// The React renderer's server side: @astrojs/react's, with each island's HTML remembered for the
// build. The same component with the same props and the same island number renders the same HTML
// (hydration relies on it: the browser renders the island again from those props), and the site
// frame's islands (location banner, cookie centre, two search boxes) are the same on every page;
// rendering them through React's web stream on each of 28,000 pages took about a tenth of the
// build. Islands are numbered per page (`prefix`, React's identifierPrefix) by @astrojs/react's
// own counter, which its check also counts on; the remembered renders take their number from
// that same counter (react-island-integration.ts), at the moment @astrojs/react would, so every
// page keeps the numbers and the HTML it had. Astro asks `check` whether each island is React's,
// on every page, and upstream's answers with a trial render through React's web stream (as
// costly as the island itself once its HTML is remembered): its answer is remembered too.
import reactRenderer from "@astrojs/react/server.js";
import type { AstroComponentMetadata, NamedSSRLoadedRendererValue } from "astro";
import { incrementId } from "astro-react-island-counter";
import { createElement, type ComponentType } from "react";
import { renderToReadableStream } from "react-dom/server";

// `this` of a renderer call: the page being rendered.
type RendererCall = { result: { actionResult?: unknown } };
type RendererArguments = [
  component: unknown,
  props: Record<string, unknown>,
  slots: Record<string, string>,
  metadata?: AstroComponentMetadata,
];

// Islands remembered per component; one whose props differ on every page (a city's page) stops
// being added to at this many, so memory stays bounded.
const MAX_REMEMBERED = 64;
const renders = new WeakMap<object, Map<string, string>>();

// Props that JSON states exactly: strings, finite numbers, booleans, null, arrays, plain objects.
function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(isPlainJson);
}

async function readText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

// What @astrojs/react does for an island without children, slots or form state.
async function renderIsland(component: ComponentType, props: object, prefix: string) {
  const stream = await renderToReadableStream(createElement(component, props), {
    identifierPrefix: prefix,
  });
  return (await readText(stream)).replace(
    /<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g,
    "",
  );
}

/** An island's HTML: remembered when its props are plain and it has no children; else @astrojs/react's. */
async function renderToStaticMarkup(this: RendererCall, ...args: RendererArguments) {
  const [component, props, slots] = args;
  delete props["class"]; // as @astrojs/react does
  const plain =
    Object.keys(slots).length === 0 &&
    props["children"] === undefined &&
    this.result.actionResult === undefined &&
    isPlainJson(props);
  if (!plain) return reactRenderer.renderToStaticMarkup.apply(this, args);
  const prefix = incrementId(this.result);
  const key = `${prefix} ${JSON.stringify(props)}`;
  let remembered = renders.get(component as object);
  if (!remembered) renders.set(component as object, (remembered = new Map()));
  let html = remembered.get(key);
  if (html === undefined) {
    html = await renderIsland(component as ComponentType, props, prefix);
    if (remembered.size < MAX_REMEMBERED) remembered.set(key, html);
  }
  return { html, attrs: { prefix } };
}

// Function components upstream's check confirmed by a trial render in this process.
const confirmed = new WeakSet<object>();

// Upstream's check answers a class component, or anything not a function, without rendering it.
const checkedByRendering = (component: unknown): component is object =>
  typeof component === "function" && typeof component.prototype?.render !== "function";

/**
 * Whether a component is React's: upstream's answer, remembered for a function component it
 * confirmed. Its trial render takes an island number (it counts on the page's counter), so a
 * remembered answer takes one too and the page's islands keep their numbers.
 */
async function check(
  this: RendererCall | undefined,
  ...args: Parameters<typeof reactRenderer.check>
): Promise<boolean> {
  const [component] = args;
  if (checkedByRendering(component) && confirmed.has(component)) {
    if (this?.result) incrementId(this.result);
    return true;
  }
  const isReact = await reactRenderer.check.apply(this, args);
  if (isReact && checkedByRendering(component)) confirmed.add(component);
  return isReact;
}

/** The renderer Astro loads in place of @astrojs/react/server.js. */
const renderer: NamedSSRLoadedRendererValue = { ...reactRenderer, check, renderToStaticMarkup };
export default renderer;
