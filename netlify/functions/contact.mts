// POST /api/contact, /api/contact-form and /api/contact/enhanced-submit: the contact enquiry
// (document 2 §5, §7; document 3 §7.4). All three take the same JSON and answer the same way.
import type { Config, Context } from "@netlify/functions";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import {
  CONTACT_SUCCESS_MESSAGE,
  contactFormSchema,
  HONEYPOT_FIELD,
} from "../../src/lib/contact-form.ts";
import { hashClientAddress } from "../../src/server/auth/throttle.ts";
import { config as serverConfig } from "../../src/server/config.ts";
import { submitContact } from "../../src/server/contact/submit.ts";
import { db } from "../../src/server/db/client.ts";
import { readJsonBody } from "../../src/server/http/body.ts";
import { errorResponse } from "../../src/server/http/errors.ts";
import { privateJson } from "../../src/server/http/handler.ts";
import { markRepeat, submissionKeyOf } from "../../src/server/http/idempotency.ts";
import { router, type RouteHandler } from "../../src/server/http/router.ts";
import { serverMailer } from "../../src/server/mail/server-mailer.ts";

const anyObject = z.record(z.string(), z.unknown(), {
  error: "Send the form's fields as a JSON object",
});

// `source` is recorded with the enquiry so staff can tell the endpoints apart. One key scope for
// all three: a key names one enquiry whichever address received it.
function submitAt(source: string): RouteHandler {
  return async (req: Request, _params: Record<string, string>, context: Context) => {
    const body = await readJsonBody(req, anyObject);
    // A filled honeypot is a robot: it is told what a person would be told, and nothing happens.
    const honeypot = body[HONEYPOT_FIELD];
    if (typeof honeypot === "string" && honeypot.trim() !== "") {
      return privateJson(
        { success: true, message: CONTACT_SUCCESS_MESSAGE, id: randomUUID() },
        200,
      );
    }
    const form = contactFormSchema.parse(body);
    const key = submissionKeyOf(req, "contact", form);
    const settings = serverConfig();
    const result = await submitContact(
      {
        sql: db(),
        mailer: serverMailer(),
        staffEmail: settings.STAFF_NOTIFY_EMAIL,
        visitorMailHourlyCap: settings.VISITOR_MAIL_HOURLY_CAP,
      },
      form,
      { source, ipHash: hashClientAddress(context.ip), userAgent: req.headers.get("user-agent") },
      key,
    );
    if (result.kind === "rate_limited") {
      const message = "Too many messages from your address. Please try again in a few minutes.";
      const response = errorResponse(429, "too_many_requests", message);
      response.headers.set("retry-after", String(result.retryAfterSeconds));
      return response;
    }
    const answer = { success: true, message: CONTACT_SUCCESS_MESSAGE, id: result.id };
    return markRepeat(privateJson(answer, 201), result.kind === "repeat");
  };
}

export default router([
  { pattern: "/api/contact", methods: { POST: submitAt("contact") } },
  { pattern: "/api/contact/enhanced-submit", methods: { POST: submitAt("contact-enhanced") } },
  { pattern: "/api/contact-form", methods: { POST: submitAt("contact-form") } },
]);

// Netlify's own limit in front of ours (per address and site, a sliding minute): a literal, as
// Netlify reads the config from the source.
export const config: Config = {
  path: ["/api/contact", "/api/contact/*", "/api/contact-form"],
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
