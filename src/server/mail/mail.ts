// One mail interface with two adapters: Resend in production, a local outbox folder otherwise.
import { createOutboxMailer } from "./outbox-mailer.ts";
import { createResendMailer } from "./resend-mailer.ts";

export { MailError } from "./resend-mailer.ts";

/** A message to send; both bodies are required so every client shows something sensible. */
export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string | undefined;
}

/** Sends mail; the id is the provider's (or the outbox file's) message id. */
export interface Mailer {
  send(message: MailMessage): Promise<{ id: string }>;
}

/** Settings of either adapter; `from` is a sender like "Name <address>". */
export type MailerOptions =
  { kind: "outbox"; dir: string; from: string } | { kind: "resend"; apiKey: string; from: string };

/** Builds the mailer the options describe. */
export function createMailer(options: MailerOptions): Mailer {
  return options.kind === "outbox"
    ? createOutboxMailer(options.dir, options.from)
    : createResendMailer(options.apiKey, options.from);
}
