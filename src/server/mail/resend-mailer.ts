// The Resend adapter: one API call per message.
import { Resend } from "resend";
import type { Mailer } from "./mail.ts";

/** Thrown when the mail provider refuses or fails to take a message; carries the provider's message. */
class MailError extends Error {
  override name = "MailError";
}

/** A Mailer that sends through Resend. */
export function createResendMailer(apiKey: string, from: string): Mailer {
  const resend = new Resend(apiKey);
  return {
    async send(message) {
      const { to, subject, text, html, replyTo } = message;
      let answer: Awaited<ReturnType<typeof resend.emails.send>>;
      try {
        answer = await resend.emails.send({
          from,
          to,
          subject,
          text,
          html,
          ...(replyTo ? { replyTo } : {}),
        });
      } catch (error) {
        throw new MailError(`Mail could not be sent: ${String(error)}`, { cause: error });
      }
      if (answer.error) throw new MailError(answer.error.message);
      return { id: answer.data.id };
    },
  };
}
