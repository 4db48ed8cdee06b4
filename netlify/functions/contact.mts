// POST /api/contact, /api/contact-form and /api/contact/enhanced-submit: the contact enquiry
// (document 2 §5, §7; document 3 §7.4). All three take the same JSON and answer the same way; a
// plain form (no JavaScript) is answered with the thank-you page or a page of messages.
import type { Config, Context } from "@netlify/functions";
import { randomUUID } from "node:crypto";
import { z, ZodError } from "zod";
import {
  CONTACT_SUCCESS_MESSAGE,
  contactFormSchema,
  HONEYPOT_FIELD,
} from "../../src/lib/contact/contact-form.ts";
import { hashClientAddress } from "../../src/server/auth/throttle.ts";
import { config as serverConfig } from "../../src/server/config.ts";
import {
  contactFormErrorPage,
  contactSentRedirect,
  readContactForm,
} from "../../src/server/contact/contact-form-post.ts";
import { submitContact, type SubmitResult } from "../../src/server/contact/submit.ts";
import { db } from "../../src/server/db/client.ts";
import { readJsonBody } from "../../src/server/http/body.ts";
import { errorResponse, HttpError } from "../../src/server/http/errors.ts";
import { isUrlencodedForm, wantsHtml } from "../../src/server/http/form-post.ts";
import { privateJson } from "../../src/server/http/handler.ts";
import { markRepeat, submissionKeyOf } from "../../src/server/http/idempotency.ts";
import { functionApp, type RouteHandler } from "../../src/server/http/function-app.ts";
import { serverMailer } from "../../src/server/mail/server-mailer.ts";

const anyObject = z.record(z.string(), z.unknown(), {
  error: "Send the form's fields as a JSON object",
});

const TOO_MANY = "Too many messages from your address. Please try again in a few minutes.";

// A filled honeypot is a robot: it is told what a person would be told, and nothing happens.
const isRobot = (body: Record<string, unknown>) => {
  const honeypot = body[HONEYPOT_FIELD];
  return typeof honeypot === "string" && honeypot.trim() !== "";
};

// `source` is recorded with the enquiry so staff can tell the endpoints apart. One key scope for
// all three: a key names one enquiry whichever address received it.
async function submit(
  req: Request,
  body: Record<string, unknown>,
  context: Context,
  source: string,
): Promise<SubmitResult> {
  if (isRobot(body)) return { kind: "stored", id: randomUUID(), mailStatus: "sent" };
  const form = contactFormSchema.parse(body);
  const settings = serverConfig();
  return submitContact(
    {
      sql: db(),
      mailer: serverMailer(),
      staffEmail: settings.STAFF_NOTIFY_EMAIL,
      visitorMailHourlyCap: settings.VISITOR_MAIL_HOURLY_CAP,
    },
    form,
    { source, ipHash: hashClientAddress(context.ip), userAgent: req.headers.get("user-agent") },
    submissionKeyOf(req, "contact", form),
  );
}

// 429 with the seconds until the address may send again.
function rateLimited(seconds: number, page?: Response): Response {
  const response = page ?? errorResponse(429, "too_many_requests", TOO_MANY);
  response.headers.set("retry-after", String(seconds));
  return response;
}

async function submitJson(req: Request, context: Context, source: string): Promise<Response> {
  const result = await submit(req, await readJsonBody(req, anyObject), context, source);
  if (result.kind === "rate_limited") return rateLimited(result.retryAfterSeconds);
  const answer = { success: true, message: CONTACT_SUCCESS_MESSAGE, id: result.id };
  return markRepeat(privateJson(answer, 201), result.kind === "repeat");
}

// A browser's form post: 303 on success, else the messages as a page.
async function submitForm(req: Request, context: Context, source: string): Promise<Response> {
  try {
    const result = await submit(req, await readContactForm(req), context, source);
    if (result.kind !== "rate_limited") return contactSentRedirect();
    const tooMany = new HttpError(429, "too_many_requests", TOO_MANY);
    const page = wantsHtml(req) ? contactFormErrorPage(tooMany) : undefined;
    return rateLimited(result.retryAfterSeconds, page);
  } catch (error) {
    const refused = error instanceof ZodError || (error instanceof HttpError && error.status < 500);
    if (!refused || !wantsHtml(req)) throw error;
    return contactFormErrorPage(error);
  }
}

function submitAt(source: string): RouteHandler {
  return (req, _params, context) =>
    isUrlencodedForm(req) ? submitForm(req, context, source) : submitJson(req, context, source);
}

export default functionApp([
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
