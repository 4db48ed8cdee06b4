// The mailer of this deployment: Resend when RESEND_API_KEY is set, else the outbox under DATA_DIR
// (never on Netlify, where a function's disk is read-only).
import { join, resolve } from "node:path";
import { config } from "../config.ts";
import { refuseLocalFallback } from "../production-config.ts";
import type { Mailer } from "./mail.ts";
import { createOutboxMailer } from "./outbox-mailer.ts";
import { createResendMailer } from "./resend-mailer.ts";

let cached: Mailer | undefined;

/** The process-wide mailer. */
export function serverMailer(): Mailer {
  if (cached) return cached;
  const settings = config();
  if (!settings.RESEND_API_KEY) refuseLocalFallback(["RESEND_API_KEY"]);
  cached = settings.RESEND_API_KEY
    ? createResendMailer(settings.RESEND_API_KEY, settings.MAIL_FROM)
    : createOutboxMailer(resolve(join(settings.DATA_DIR, "outbox")), settings.MAIL_FROM);
  return cached;
}
