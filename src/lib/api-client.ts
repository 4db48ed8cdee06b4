// The browser's one way to read the site's /api: every island calls apiGet, so a non-OK answer
// always fails the same way (document 3 §7.5: "HTTP error! status: {code}").

/** A non-OK answer from /api; `status` lets callers tell a 404 from a 500. */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  constructor(status: number) {
    super(`HTTP error! status: ${status}`);
    this.status = status;
  }
}

/** Options of apiGet: an AbortSignal, and a validator (a zod schema's `parse`) for the body. */
export interface ApiGetOptions<T> {
  signal?: AbortSignal | undefined;
  parse?: ((body: unknown) => T) | undefined;
}

/**
 * GETs a site-relative path (e.g. "/api/categories") and returns its JSON body, checked by
 * `parse` when given. Throws ApiError for non-OK answers; network errors and aborts propagate.
 */
export async function apiGet<T>(path: string, options: ApiGetOptions<T> = {}): Promise<T> {
  const response = await fetch(path, {
    headers: { accept: "application/json" },
    signal: options.signal ?? null,
  });
  if (!response.ok) throw new ApiError(response.status);
  const body: unknown = await response.json();
  return options.parse ? options.parse(body) : (body as T);
}

/** True for the error fetch throws when its request was aborted (a superseded search, an unmount). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
