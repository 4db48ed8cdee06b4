// GET /api/storage/public/{path} and /api/storage/signed/{bucket}/{path}?token=: the files of the
// local storage adapter (development and tests). With Supabase Storage these addresses are never
// handed out, and the function answers 404.
import type { Config } from "@netlify/functions";
import { config as serverConfig } from "../../src/server/config.ts";
import { errorResponse, responseForError } from "../../src/server/http/errors.ts";
import { withSecurityHeaders } from "../../src/server/http/security-headers.ts";
import { signingSecret } from "../../src/server/secrets.ts";
import { servePublicFile, serveSignedFile } from "../../src/server/storage/serve-stored.ts";
import { serverStorage } from "../../src/server/storage/server-storage.ts";

const PUBLIC = "/api/storage/public/";
const SIGNED = "/api/storage/signed/";

// The rest of the path after `prefix`, decoded; null when it cannot be decoded.
function rest(pathname: string, prefix: string): string | null {
  try {
    return decodeURIComponent(pathname.slice(prefix.length));
  } catch {
    return null;
  }
}

async function route(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const settings = serverConfig();
  if (settings.SUPABASE_URL) return errorResponse(404, "not_found", "No such file.");
  if (req.method !== "GET" && req.method !== "HEAD") {
    const response = errorResponse(405, "method_not_allowed", "Use GET for this address.");
    response.headers.set("allow", "GET");
    return response;
  }
  if (url.pathname.startsWith(PUBLIC)) {
    const path = rest(url.pathname, PUBLIC);
    if (path) return servePublicFile(serverStorage(), path);
  } else if (url.pathname.startsWith(SIGNED)) {
    const [bucket = "", ...segments] = url.pathname.slice(SIGNED.length).split("/");
    const path = rest(`/${segments.join("/")}`, "/");
    if (path) {
      const token = url.searchParams.get("token");
      return serveSignedFile(serverStorage(), signingSecret(), bucket, path, token);
    }
  }
  return errorResponse(404, "not_found", "No such file.");
}

async function answer(req: Request): Promise<Response> {
  try {
    const response = await route(req);
    return req.method === "HEAD" ? new Response(null, response) : response;
  } catch (error) {
    return responseForError(error);
  }
}

export default async (req: Request): Promise<Response> => withSecurityHeaders(await answer(req));

export const config: Config = { path: ["/api/storage/public/*", "/api/storage/signed/*"] };
