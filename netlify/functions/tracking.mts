// /api/tracking/* (document 1 §4, §7; document 3 §7.4): interaction events and page-leave
// summaries from visitors who allow performance cookies, and each visitor's access to and erasure
// of what was stored under their visitor id.
import type { Config } from "@netlify/functions";
import { pageSummarySchema, parseInteractionBody } from "../../src/lib/consent/tracking-schemas.ts";
import { assertSameOrigin } from "../../src/server/auth/guard.ts";
import { db } from "../../src/server/db/client.ts";
import { readJsonBody } from "../../src/server/http/body.ts";
import { privateJson } from "../../src/server/http/handler.ts";
import { functionApp, type RouteHandler } from "../../src/server/http/function-app.ts";
import { z } from "zod";
import { overVisitorDataLimit } from "../../src/server/tracking/rate-limits.ts";
import {
  eraseVisitorRecords,
  insertTrackingEvents,
  insertTrackingSummary,
  readVisitorRecords,
} from "../../src/server/tracking/visitor-records.ts";
import {
  readVisitorRequest,
  requireTrackingConsent,
} from "../../src/server/tracking/visitor-request.ts";

// Twenty events of the largest allowed size stay well under this.
const MAX_EVENTS_BODY_BYTES = 64 * 1024;

const anyJson = z.unknown();

const recordInteraction: RouteHandler = async (req, _params, context) => {
  assertSameOrigin(req);
  const { visitorId } = requireTrackingConsent(req);
  const sql = db();
  const limited = await overVisitorDataLimit(sql, context.ip, "tracking");
  if (limited) return limited;
  const body = await readJsonBody(req, anyJson, { maxBytes: MAX_EVENTS_BODY_BYTES });
  const events = parseInteractionBody(body);
  await insertTrackingEvents(sql, visitorId, events);
  return privateJson({ success: true, recorded: events.length }, 201);
};

const recordSummary: RouteHandler = async (req, _params, context) => {
  assertSameOrigin(req);
  const { visitorId } = requireTrackingConsent(req);
  const sql = db();
  const limited = await overVisitorDataLimit(sql, context.ip, "tracking");
  if (limited) return limited;
  const summary = await readJsonBody(req, pageSummarySchema);
  await insertTrackingSummary(sql, visitorId, summary);
  return privateJson({ success: true }, 201);
};

// Access and erasure need no consent: a visitor who withdrew it may still see or erase their data.
const readData: RouteHandler = async (req, _params, context) => {
  const { visitorId } = readVisitorRequest(req);
  const sql = db();
  const limited = await overVisitorDataLimit(sql, context.ip, "access");
  if (limited) return limited;
  if (!visitorId)
    return privateJson({ visitorId: null, acceptances: [], events: [], summaries: [] });
  return privateJson({ visitorId, ...(await readVisitorRecords(sql, visitorId)) });
};

const clearData: RouteHandler = async (req, _params, context) => {
  assertSameOrigin(req);
  const { visitorId } = readVisitorRequest(req);
  const sql = db();
  const limited = await overVisitorDataLimit(sql, context.ip, "access");
  if (limited) return limited;
  const erased = visitorId
    ? await eraseVisitorRecords(sql, visitorId)
    : { acceptances: 0, events: 0, summaries: 0 };
  return privateJson({ success: true, erased });
};

export default functionApp([
  { pattern: "/api/tracking/interaction", methods: { POST: recordInteraction } },
  { pattern: "/api/tracking/send-summary", methods: { POST: recordSummary } },
  { pattern: "/api/tracking/data", methods: { GET: readData } },
  { pattern: "/api/tracking/clear", methods: { DELETE: clearData } },
]);

// A literal: Netlify reads the config from the source without running it. Netlify's own limit in
// front of ours (per address and site, a sliding minute): above what a page's events send.
export const config: Config = {
  path: "/api/tracking/*",
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
