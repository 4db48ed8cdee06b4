// The React renderer's server side: @astrojs/react's, with each island's HTML remembered for the
// build. The same component with the same props and the same island number renders the same HTML
// (hydration relies on it: the browser renders the island again from those props), and the site
// frame's islands (location banner, cookie centre, two search boxes) are the same on every page;
// rendering them through React's web stream on each of 28,000 pages took about a tenth of the
// build. Islands are numbered per page (`prefix`, React's identifierPrefix) by @astrojs/react's
// own counter, which its check (kept as it is) also counts on; the remembered renders take their
// number from that same counter (react-island-integration.ts), at the moment @astrojs/react
// would, so every page keeps the numbers and the HTML it had.
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

/** The renderer Astro loads in place of @astrojs/react/server.js. */
const renderer: NamedSSRLoadedRendererValue = { ...reactRenderer, renderToStaticMarkup };
export default renderer;
