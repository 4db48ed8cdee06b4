// Builds a Netlify Function from one handler per HTTP method: 405 for other methods, and every
// thrown error turned into the one error shape.
import type { Context } from "@netlify/functions";
import { errorResponse, responseForError } from "./errors.ts";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A handler for one method; `params` are the route parameters Netlify matched. */
export type MethodHandler = (req: Request, context: Context) => Promise<Response>;

/** The Netlify Function for a route. HEAD is answered by GET without a body. */
export function route(handlers: Partial<Record<Method, MethodHandler>>) {
  const allowed = Object.keys(handlers).join(", ");
  return async (req: Request, context: Context): Promise<Response> => {
    const method = req.method === "HEAD" ? "GET" : req.method;
    const handler = handlers[method as Method];
    if (!handler) {
      const response = errorResponse(405, "method_not_allowed", `Use ${allowed} for this address.`);
      response.headers.set("allow", allowed);
      return response;
    }
    try {
      const response = await handler(req, context);
      return req.method === "HEAD" ? new Response(null, response) : response;
    } catch (error) {
      return responseForError(error);
    }
  };
}

/** A JSON answer that shared caches may keep briefly (public catalogue reads). */
export function publicJson(body: unknown, maxAgeSeconds = 60): Response {
  return Response.json(body, {
    headers: { "cache-control": `public, max-age=${maxAgeSeconds}, stale-while-revalidate=300` },
  });
}
