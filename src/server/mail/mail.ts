// One mail interface with two adapters: Resend in production (resend-mailer.ts), a local outbox
// folder otherwise (outbox-mailer.ts); server-mailer.ts picks one.

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
