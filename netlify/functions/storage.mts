// GET /api/storage/public/{path} and /api/storage/signed/{bucket}/{path}?token=: the files of the
// local storage adapter (development and tests); PUT /api/storage/upload/{bucket}/{path}?token=:
// its signed uploads (files up to 20MB: `npm start` serves this beside the site, since the local
// Netlify runtime refuses bodies over 6 MB). With Supabase Storage these addresses are never
// handed out, and the function answers 404.
import type { Config } from "@netlify/functions";
import { config as serverConfig } from "../../src/server/config.ts";
import { errorResponse, responseForError } from "../../src/server/http/errors.ts";
import { withSecurityHeaders } from "../../src/server/http/security-headers.ts";
import { signingSecret } from "../../src/server/secrets.ts";
import {
  receiveSignedUpload,
  servePublicFile,
  serveSignedFile,
} from "../../src/server/storage/serve-stored.ts";
import { serverStorage } from "../../src/server/storage/server-storage.ts";

const PUBLIC = "/api/storage/public/";
const SIGNED = "/api/storage/signed/";
const UPLOAD = "/api/storage/upload/";

// The rest of the path after `prefix`, decoded; null when it cannot be decoded.
function rest(pathname: string, prefix: string): string | null {
  try {
    return decodeURIComponent(pathname.slice(prefix.length));
  } catch {
    return null;
  }
}

function methodNotAllowed(allowed: string): Response {
  const response = errorResponse(405, "method_not_allowed", `Use ${allowed} for this address.`);
  response.headers.set("allow", allowed);
  return response;
}

// "{bucket}/{path…}" after `prefix`, the path decoded; null when it cannot be decoded.
function bucketAndPath(pathname: string, prefix: string): [string, string] | null {
  const [bucket = "", ...segments] = pathname.slice(prefix.length).split("/");
  const path = rest(`/${segments.join("/")}`, "/");
  return path ? [bucket, path] : null;
}

async function route(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const settings = serverConfig();
  if (settings.SUPABASE_URL) return errorResponse(404, "not_found", "No such file.");
  const token = url.searchParams.get("token");
  if (url.pathname.startsWith(UPLOAD)) {
    if (req.method !== "PUT") return methodNotAllowed("PUT");
    const target = bucketAndPath(url.pathname, UPLOAD);
    if (target) {
      return receiveSignedUpload(serverStorage(), signingSecret(), ...target, token, req);
    }
    return errorResponse(404, "not_found", "No such file.");
  }
  if (req.method !== "GET" && req.method !== "HEAD") return methodNotAllowed("GET");
  if (url.pathname.startsWith(PUBLIC)) {
    const path = rest(url.pathname, PUBLIC);
    if (path) return servePublicFile(serverStorage(), path);
  } else if (url.pathname.startsWith(SIGNED)) {
    const target = bucketAndPath(url.pathname, SIGNED);
    if (target) return serveSignedFile(serverStorage(), signingSecret(), ...target, token);
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

export const config: Config = {
  path: ["/api/storage/public/*", "/api/storage/signed/*", "/api/storage/upload/*"],
};
