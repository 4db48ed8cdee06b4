// The two mails staff send by hand: the test mail of /email-test and the welcome mail for a new
// staff member. Both have a plain and an HTML body (values escaped by renderMailHtml).
import { company } from "../../lib/company.ts";
import { renderMailHtml, renderMailText, type MailContent } from "./html.ts";
import type { MailMessage } from "./mail.ts";

/** The mail /email-test sends to `to`, naming who asked for it and when. */
export function testMail(to: string, requestedBy: string, at: Date): MailMessage {
  const content: MailContent = {
    title: "Test email",
    intro: `This is a test email from the ${company.name} website. If you can read it, mail from the site reaches this address.`,
    rows: [
      ["Sent to", to],
      ["Requested by", requestedBy],
      ["Sent at", at.toISOString()],
    ],
    footer: "No reply is needed.",
  };
  return {
    to,
    subject: `Test email from the ${company.name} website`,
    text: renderMailText(content),
    html: renderMailHtml(content),
  };
}

/** Who the welcome mail greets. */
export interface WelcomeRecipient {
  email: string;
  name?: string | undefined;
  username?: string | undefined;
}

/** The welcome mail for a new staff member; it never carries a password. */
export function welcomeMail(user: WelcomeRecipient, siteUrl: string): MailMessage {
  const greeting = user.name ?? user.username ?? "there";
  const signIn = new URL("/admin", siteUrl).href;
  const content: MailContent = {
    title: `Welcome to ${company.name}`,
    intro: `Hello ${greeting}, an account has been created for you in the ${company.name} website administration.`,
    rows: [
      ...(user.username ? ([["Username", user.username]] as [string, string][]) : []),
      ["Sign in at", signIn],
    ],
    footer:
      "Your password is given to you by your administrator, never by e-mail. Change it after your first sign-in.",
  };
  return {
    to: user.email,
    subject: `Welcome to the ${company.name} website administration`,
    text: renderMailText(content),
    html: renderMailHtml(content),
  };
}
