// Who a tracking request comes from: the visitor id cookie, and whether the consent cookie that
// travels with it allows performance cookies. The browser sets the id only with that consent; the
// server checks again, so a stray or forged id alone never gets anything stored.
import {
  CONSENT_KEY,
  VISITOR_ID_COOKIE,
  VISITOR_ID_PATTERN,
} from "../../lib/consent/cookie-names.ts";
import {
  allows,
  parseConsentRecord,
  type ConsentRecord,
} from "../../lib/consent/consent-record.ts";
import { parseCookies } from "../auth/cookies.ts";
import { HttpError } from "../http/errors.ts";

/** The visitor id of a request (null without one) and its valid consent record (or null). */
export interface VisitorRequest {
  visitorId: string | null;
  consent: ConsentRecord | null;
}

/** Reads the visitor id and consent cookies; HttpError 400 for an id this site never makes. */
export function readVisitorRequest(req: Request, now = Date.now()): VisitorRequest {
  const cookies = parseCookies(req.headers.get("cookie"));
  const visitorId = cookies.get(VISITOR_ID_COOKIE) ?? null;
  if (visitorId !== null && !VISITOR_ID_PATTERN.test(visitorId)) {
    throw new HttpError(400, "invalid_visitor_id", "The visitor id cookie is not valid.");
  }
  return { visitorId, consent: parseConsentRecord(cookies.get(CONSENT_KEY) ?? null, now) };
}

/** What a visitor without any optional category allowed is told. */
export const NO_CONSENT_MESSAGE =
  "Recording your cookie choice needs a choice that allows at least one optional category.";

/**
 * The visitor of a request whose consent cookie allows at least one optional category (the
 * decision may then be recorded, document 1 §4); HttpError 403 otherwise.
 */
export function requireSomeConsent(req: Request): VisitorRequest & { consent: ConsentRecord } {
  const { visitorId, consent } = readVisitorRequest(req);
  if (!consent?.accepted) throw new HttpError(403, "consent_required", NO_CONSENT_MESSAGE);
  return { visitorId, consent };
}

/** The visitor of a request allowed to record tracking data; HttpError 403 otherwise. */
export function requireTrackingConsent(req: Request): {
  visitorId: string;
  consent: ConsentRecord;
} {
  const { visitorId, consent } = readVisitorRequest(req);
  if (!visitorId || !consent || !allows(consent, "performance")) {
    throw new HttpError(
      403,
      "consent_required",
      "Tracking needs your consent to performance cookies.",
    );
  }
  return { visitorId, consent };
}
