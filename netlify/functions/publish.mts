// POST /api/publish/deploy-notification: Netlify's deploy notification (an outgoing webhook for
// "Deploy succeeded" and "Deploy failed", signed with DEPLOY_NOTIFICATION_SECRET) marks the
// publish requests of its build live or failed, then the next queued build starts.
import type { Config } from "@netlify/functions";
import { config as serverConfig } from "../../src/server/config.ts";
import { db } from "../../src/server/db/client.ts";
import { readLimited } from "../../src/server/http/body.ts";
import { HttpError } from "../../src/server/http/errors.ts";
import { privateJson } from "../../src/server/http/handler.ts";
import { functionApp } from "../../src/server/http/function-app.ts";
import { decodeUtf8 } from "../../src/server/http/utf8-text.ts";
import {
  applyDeployResult,
  readDeployNotification,
} from "../../src/server/publishing/deploy-notification.ts";
import {
  SIGNATURE_HEADER,
  verifyDeployNotification,
} from "../../src/server/publishing/netlify-signature.ts";
import { publishQueuedEdits } from "../../src/server/publishing/publisher.ts";

// A deploy object is a few kilobytes.
const MAX_NOTIFICATION_BYTES = 256 * 1024;

const notification = async (req: Request) => {
  const secret = serverConfig().DEPLOY_NOTIFICATION_SECRET;
  if (!secret) {
    throw new HttpError(404, "not_configured", "Deploy notifications are not set up here.");
  }
  const body = await readLimited(req, MAX_NOTIFICATION_BYTES);
  if (!verifyDeployNotification(body, req.headers.get(SIGNATURE_HEADER), secret)) {
    throw new HttpError(401, "invalid_signature", "The notification's signature is not valid.");
  }
  let json: unknown = null;
  try {
    json = JSON.parse(decodeUtf8(body));
  } catch {
    // handled below: not a deploy object
  }
  const result = readDeployNotification(json);
  if (!result) throw new HttpError(400, "invalid_request", "The body is not a deploy object.");
  const settled = await applyDeployResult(db(), result);
  if (result.state !== "other") await publishQueuedEdits(db());
  return privateJson({ received: true, settled });
};

export default functionApp([
  { pattern: "/api/publish/deploy-notification", methods: { POST: notification } },
]);

export const config: Config = { path: ["/api/publish/*"] };
