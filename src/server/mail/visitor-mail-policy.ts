// The rule for every mail sent to a visitor (the confirmations of quote requests, driver download
// requests and contact enquiries). The address is whatever a form named, perhaps a stranger's, so
// such a mail carries none of the visitor's own text (its builders use catalogue names, quantities,
// a reference number and the company's own words), each address gets at most one a day, and the
// whole site sends at most an hourly cap of them; the first refusal of an hour tells staff, once.
// Staff notifications are not visitor mail: they keep every detail.
import { createHmac } from "node:crypto";
import { company } from "../../lib/company.ts";
import type { Sql } from "../db/client.ts";
import { consumeRateLimit } from "../http/rate-limit.ts";
import { signingSecret } from "../secrets.ts";
import { renderMailHtml, renderMailText, type MailContent } from "./html.ts";
import type { Mailer, MailMessage } from "./mail.ts";

/** What sendVisitorMail needs: the mailer, staff's address for the cap notice, the hourly cap. */
export interface VisitorMailDeps {
  sql: Sql;
  mailer: Mailer;
  staffEmail: string;
  hourlyCap: number;
}

/** A visitor mail goes to one address. */
export type VisitorMessage = MailMessage & { to: string };

/** What became of a visitor mail. */
export type VisitorMailOutcome = "sent" | "failed" | "already_mailed_today" | "hourly_cap_reached";

const HOUR = 60 * 60;
const SITE_KEY = "visitor-mail:site";
const NOTICE_KEY = "visitor-mail:cap-notice";

// Addresses are compared case-insensitively and kept only as a keyed hash.
const recipientHash = (address: string) =>
  createHmac("sha256", signingSecret()).update(address.trim().toLowerCase()).digest("hex");

class CapReached extends Error {}

/**
 * Claims the address's mail of the day and one of the hour's visitor mails, in one transaction:
 * a mail refused by the cap keeps the address free for a later one.
 */
async function admit(deps: VisitorMailDeps, to: string): Promise<VisitorMailOutcome | null> {
  const hash = recipientHash(to);
  try {
    return await deps.sql.begin(async (tx) => {
      await tx`delete from visitor_mail_recipients where mailed_at <= now() - interval '1 day'`;
      const claimed = await tx`
        insert into visitor_mail_recipients as v (recipient_hash) values (${hash})
        on conflict (recipient_hash) do update set mailed_at = now()
         where v.mailed_at <= now() - interval '1 day'
        returning 1`;
      if (claimed.length === 0) return "already_mailed_today";
      const wait = await consumeRateLimit(tx, SITE_KEY, {
        max: deps.hourlyCap,
        windowSeconds: HOUR,
      });
      if (wait > 0) throw new CapReached();
      return null;
    });
  } catch (error) {
    if (error instanceof CapReached) return "hourly_cap_reached";
    throw error;
  }
}

/** The notice staff get when visitor mail stops for the rest of the hour. */
function visitorMailCapNotice(to: string, hourlyCap: number): MailMessage {
  const content: MailContent = {
    title: "Visitor mail paused for this hour",
    intro: `The website has sent ${hourlyCap} confirmation mails to visitors this hour, its limit, and sends no more until the hour ends. Enquiries are still stored and notified to you as usual.`,
    rows: [["Limit", `${hourlyCap} visitor mails per hour (VISITOR_MAIL_HOURLY_CAP)`]],
    footer: `Many requests in a short time may be someone using the forms to mail other people. This notice is sent once an hour at most. ${company.name} website.`,
  };
  return {
    to,
    subject: "Website: visitor confirmation mails paused for this hour",
    text: renderMailText(content),
    html: renderMailHtml(content),
  };
}

async function noticeStaffOnce(deps: VisitorMailDeps): Promise<void> {
  if ((await consumeRateLimit(deps.sql, NOTICE_KEY, { max: 1, windowSeconds: HOUR })) > 0) return;
  await deps.mailer.send(visitorMailCapNotice(deps.staffEmail, deps.hourlyCap));
}

/**
 * Sends `message` to its visitor when the policy above allows; never throws (it runs after the
 * submission is stored, whose answer must not become an error): the outcome says what happened.
 */
export async function sendVisitorMail(
  deps: VisitorMailDeps,
  message: VisitorMessage,
): Promise<VisitorMailOutcome> {
  try {
    const refused = await admit(deps, message.to);
    if (refused === "hourly_cap_reached") await noticeStaffOnce(deps);
    if (refused) return refused;
    await deps.mailer.send(message);
    return "sent";
  } catch (error) {
    console.error(`A visitor mail ("${message.subject}") was not sent:`, error);
    return "failed";
  }
}
