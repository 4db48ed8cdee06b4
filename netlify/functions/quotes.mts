// POST /api/quotes: a quote request from the catalogue (issue "Leads"): the /quote page's JSON, or
// the plain form of one product that works without JavaScript (quote-form-post.ts).
import type { Config, Context } from "@netlify/functions";
import { randomUUID } from "node:crypto";
import { z, ZodError } from "zod";
import { HONEYPOT_FIELD } from "../../src/lib/contact/contact-form.ts";
import { QUOTE_SUCCESS_MESSAGE, quoteRequestSchema } from "../../src/lib/quotes/quote-request.ts";
import { hashClientAddress } from "../../src/server/auth/throttle.ts";
import { config as serverConfig } from "../../src/server/config.ts";
import { db } from "../../src/server/db/client.ts";
import { readJsonBody } from "../../src/server/http/body.ts";
import { errorResponse, HttpError } from "../../src/server/http/errors.ts";
import { privateJson } from "../../src/server/http/handler.ts";
import { markRepeat, submissionKeyOf } from "../../src/server/http/idempotency.ts";
import { functionApp, type RouteHandler } from "../../src/server/http/function-app.ts";
import { serverMailer } from "../../src/server/mail/server-mailer.ts";
import { isUrlencodedForm, wantsHtml } from "../../src/server/http/form-post.ts";
import {
  quoteFormBackPath,
  quoteFormErrorPage,
  quoteSentRedirect,
  readQuoteForm,
} from "../../src/server/quotes/quote-form-post.ts";
import { submitQuote, type QuoteResult } from "../../src/server/quotes/submit-quote.ts";

const anyObject = z.record(z.string(), z.unknown(), {
  error: "Send the quote request as a JSON object",
});

// Fifty products with 500-character notes in any script, and the message, fit well within this.
const MAX_QUOTE_BYTES = 128 * 1024;

const TOO_MANY = "Too many requests from your address. Please try again in a few minutes.";

// A filled honeypot is a robot: it is told what a person would be told, and nothing happens.
const isRobot = (body: Record<string, unknown>) => {
  const honeypot = body[HONEYPOT_FIELD];
  return typeof honeypot === "string" && honeypot.trim() !== "";
};

async function submit(req: Request, body: Record<string, unknown>, context: Context) {
  if (isRobot(body)) return { kind: "stored", id: randomUUID() } satisfies QuoteResult;
  const form = quoteRequestSchema.parse(body);
  const settings = serverConfig();
  return submitQuote(
    {
      sql: db(),
      mailer: serverMailer(),
      staffEmail: settings.STAFF_NOTIFY_EMAIL,
      siteUrl: settings.SITE_URL,
      visitorMailHourlyCap: settings.VISITOR_MAIL_HOURLY_CAP,
    },
    form,
    { ipHash: hashClientAddress(context.ip), userAgent: req.headers.get("user-agent") },
    submissionKeyOf(req, "quote", form),
  );
}

// 429 with the seconds until the address may send again.
function rateLimited(seconds: number, page?: Response): Response {
  const response = page ?? errorResponse(429, "too_many_requests", TOO_MANY);
  response.headers.set("retry-after", String(seconds));
  return response;
}

const submitJson: RouteHandler = async (req, _params, context) => {
  const result = await submit(
    req,
    await readJsonBody(req, anyObject, { maxBytes: MAX_QUOTE_BYTES }),
    context,
  );
  if (result.kind === "rate_limited") return rateLimited(result.retryAfterSeconds);
  const answer = { success: true, message: QUOTE_SUCCESS_MESSAGE, id: result.id };
  return markRepeat(privateJson(answer, 201), result.kind === "repeat");
};

// A browser's form post: 303 on success, else the messages as a page.
const submitForm: RouteHandler = async (req, _params, context) => {
  let form: Record<string, unknown> | undefined;
  try {
    form = await readQuoteForm(req);
    const result = await submit(req, form, context);
    if (result.kind !== "rate_limited") return quoteSentRedirect();
    const tooMany = new HttpError(429, "too_many_requests", TOO_MANY);
    const page = wantsHtml(req) ? quoteFormErrorPage(quoteFormBackPath(form), tooMany) : undefined;
    return rateLimited(result.retryAfterSeconds, page);
  } catch (error) {
    const refused = error instanceof ZodError || (error instanceof HttpError && error.status < 500);
    if (!refused || !wantsHtml(req)) throw error;
    return quoteFormErrorPage(quoteFormBackPath(form), error);
  }
};

export default functionApp([
  {
    pattern: "/api/quotes",
    methods: {
      POST: (req, params, context) =>
        isUrlencodedForm(req) ? submitForm(req, params, context) : submitJson(req, params, context),
    },
  },
]);

// Netlify's own limit in front of ours (per address and site, a sliding minute): a literal, as
// Netlify reads the config from the source.
export const config: Config = {
  path: ["/api/quotes"],
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
