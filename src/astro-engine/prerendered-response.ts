// A page's bytes on their way from a prerendering thread to Astro's file writes, with as few
// Responses as the hand-over allows. A Response built of bytes copies them and hands them back
// through a stream: on both sides, a noticeable share of the build's CPU (profiled with
// `node --cpu-prof`; docs/decisions/0046-build-engine.md, figures in docs/benchmarks.md, Full
// build). The thread reads Astro's Response once, chunk by chunk; the main thread gives Astro an
// object with the few members Astro reads of a prerendered page
// (astro/dist/core/build/generate.js, renderPath).
import type { PrerenderedPage } from "./prerender-messages.ts";

// Statuses whose response has no body (as astro/app's renderForPrerender).
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The bytes of a response's body in one ArrayBuffer of exactly their length (so that it can be
 * transferred to another thread as it is), or null when it has none. Astro's pages are one chunk:
 * that chunk's buffer is handed on without a copy.
 */
export async function responseBytes(response: Response): Promise<ArrayBuffer | null> {
  if (response.body === null) return null;
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of response.body) {
    chunks.push(chunk);
    length += chunk.byteLength;
  }
  const [only] = chunks;
  if (
    chunks.length === 1 &&
    only!.byteOffset === 0 &&
    only!.buffer instanceof ArrayBuffer &&
    only!.buffer.byteLength === length
  )
    return only!.buffer;
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes.buffer;
}

/**
 * What Astro reads of a page rendered in a thread: its status, headers (a redirect's Location),
 * whether it has a body, and the body's bytes, given as they are (Astro wraps them in a Buffer,
 * which does not copy).
 */
export interface PrerenderedResponse {
  readonly status: number;
  readonly statusText: string;
  readonly ok: boolean;
  readonly headers: Headers;
  readonly body: ArrayBuffer | null;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The response Astro gets for `page`; typed as the Response its prerenderer hook declares. */
export function prerenderedResponse(page: PrerenderedPage): Response {
  const body = NULL_BODY_STATUSES.has(page.status) ? null : page.body;
  const response: PrerenderedResponse = {
    status: page.status,
    statusText: page.statusText,
    ok: page.status >= 200 && page.status < 300,
    headers: new Headers(page.headers),
    body,
    arrayBuffer: () => Promise.resolve(body ?? new ArrayBuffer(0)),
  };
  return response as unknown as Response;
}
