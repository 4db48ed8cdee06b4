// Helpers shared by the Netlify Functions' handlers.

/** A JSON answer that shared caches may keep briefly (public catalogue reads). */
export function publicJson(body: unknown, maxAgeSeconds = 60): Response {
  return Response.json(body, {
    headers: { "cache-control": `public, max-age=${maxAgeSeconds}, stale-while-revalidate=300` },
  });
}

/** A JSON answer no cache may keep (anything personal or just written). */
export function privateJson(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}
