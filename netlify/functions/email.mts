// POST /api/test-email and /api/send-welcome-email (document 2 §7): mails staff send by hand. Both
// are for signed-in staff only and rate limited: open to anyone, they would let strangers send
// mail in the company's name to any address.
import type { Config } from "@netlify/functions";
import { TEST_EMAIL_FAILED } from "../../src/lib/mail/staff-mail-messages.ts";
import { testEmailSchema, welcomeEmailSchema } from "../../src/lib/mail/staff-mail-schemas.ts";
import { staffOnly } from "../../src/server/auth/guard.ts";
import { config as serverConfig } from "../../src/server/config.ts";
import { db } from "../../src/server/db/client.ts";
import { readJsonBody } from "../../src/server/http/body.ts";
import { HttpError } from "../../src/server/http/errors.ts";
import { privateJson } from "../../src/server/http/handler.ts";
import { consumeRateLimit } from "../../src/server/http/rate-limit.ts";
import { functionApp } from "../../src/server/http/function-app.ts";
import type { MailMessage } from "../../src/server/mail/mail.ts";
import { serverMailer } from "../../src/server/mail/server-mailer.ts";
import { testMail, welcomeMail } from "../../src/server/mail/staff-mails.ts";

const STAFF_MAIL_LIMIT = { max: 20, windowSeconds: 60 * 60 };

// Sends one mail for `staffId`; the answer always carries success and a timestamp (document 2 §7),
// and on failure `failedMessage` with the mailer's details (document 3 §8).
async function sendAs(
  staffId: number,
  message: MailMessage,
  sentMessage: string,
  failedMessage: string,
) {
  const timestamp = new Date().toISOString();
  const wait = await consumeRateLimit(db(), `staff-mail:${staffId}`, STAFF_MAIL_LIMIT);
  if (wait > 0) {
    throw new HttpError(
      429,
      "too_many_requests",
      "Too many emails sent this hour. Please try again later.",
    );
  }
  try {
    const { id } = await serverMailer().send(message);
    return privateJson({ success: true, message: sentMessage, details: { id }, timestamp });
  } catch (error) {
    const details = error instanceof Error ? error.message : String(error);
    const failure = { code: "mail_failed", message: failedMessage };
    return privateJson({ success: false, error: failure, details, timestamp }, 502);
  }
}

const sendTestEmail = staffOnly(async (req, user) => {
  const { testEmail } = await readJsonBody(req, testEmailSchema);
  const mail = testMail(testEmail, user.username, new Date());
  return sendAs(user.id, mail, `Test email sent to ${testEmail}`, TEST_EMAIL_FAILED);
});

const sendWelcomeEmail = staffOnly(async (req, user) => {
  const { userData } = await readJsonBody(req, welcomeEmailSchema);
  const mail = welcomeMail(userData, serverConfig().SITE_URL);
  return sendAs(
    user.id,
    mail,
    `Welcome email sent to ${userData.email}`,
    "Failed to send welcome email",
  );
});

export default functionApp([
  { pattern: "/api/test-email", methods: { POST: sendTestEmail } },
  { pattern: "/api/send-welcome-email", methods: { POST: sendWelcomeEmail } },
]);

export const config: Config = { path: ["/api/test-email", "/api/send-welcome-email"] };
