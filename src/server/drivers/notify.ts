// The two mails of a download request, each with a plain and an HTML body (values escaped by
// renderMailHtml): staff learn who downloaded what, and the visitor gets the confirmation the
// success alert promises ("Check your email for confirmation").
import { company } from "../../lib/company.ts";
import type { DriverRequest } from "../../lib/drivers/driver-request.ts";
import { renderMailHtml, renderMailText, type MailContent } from "../mail/html.ts";
import type { MailMessage } from "../mail/mail.ts";
import type { VisitorMessage } from "../mail/visitor-mail-policy.ts";
import type { StoredReceipt } from "./download-requests.ts";

/** What both mails say about the request. */
export interface RequestFacts {
  id: string;
  driver: { id: number; name: string; version: string };
  request: DriverRequest;
  receipt: StoredReceipt;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ");
const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/** The staff notification, with reply-to set to the visitor. */
export function staffDownloadNotification(facts: RequestFacts, to: string): MailMessage {
  const { driver, request, receipt } = facts;
  const content: MailContent = {
    title: "New driver download request",
    intro: `${request.fullName} of ${request.companyName} requested ${driver.name} ${driver.version}.`,
    rows: [
      ["Driver", `${driver.name} ${driver.version} (id ${driver.id})`],
      ["Full Name", request.fullName],
      ["Company Name", request.companyName],
      ["Address", request.address],
      ["Mobile Number", request.mobileNumber],
      ["Email", request.email],
      ["Purpose", request.purpose],
      ["Receipt", `${receipt.contentType}, ${kilobytes(receipt.size)}, stored at ${receipt.path}`],
    ],
    footer: `Request ${facts.id}. The receipt is in the private storage bucket. Reply to this mail to answer ${request.fullName}.`,
  };
  return {
    to,
    subject: `Driver download request: ${oneLine(driver.name)} from ${oneLine(request.fullName)}`,
    text: renderMailText(content),
    html: renderMailHtml(content),
    replyTo: request.email,
  };
}

/**
 * The visitor's confirmation, a visitor mail (visitor-mail-policy.ts): the driver as the catalogue
 * names it, the reference and the company's words, nothing the visitor wrote.
 */
export function visitorDownloadConfirmation(
  facts: RequestFacts,
  staffEmail: string,
): VisitorMessage {
  const { driver, request } = facts;
  const content: MailContent = {
    title: "Your driver download request",
    intro: `Thank you. We received your request for ${driver.name} ${driver.version} and your purchase receipt, and your download has started.`,
    rows: [
      ["Reference", facts.id],
      ["Driver", `${driver.name} ${driver.version}`],
    ],
    footer: `If the download did not finish, request it again on our drivers page or reply to this mail. If you did not ask for a driver, ignore this mail. ${company.name}, ${company.phones[0]?.label ?? ""}, ${company.email}.`,
  };
  return {
    to: request.email,
    subject: `${company.name}: your request for ${oneLine(driver.name)}`,
    text: renderMailText(content),
    html: renderMailHtml(content),
    replyTo: staffEmail,
  };
}
