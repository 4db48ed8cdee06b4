// The two mails of an enquiry, each with a plain and an HTML body (values escaped by
// renderMailHtml): staff's notification (every detail) with reply-to set to the visitor so staff
// answer with one click, and the visitor's confirmation.
import { company } from "../../lib/company.ts";
import type { ContactForm } from "../../lib/contact/contact-form.ts";
import { renderMailHtml, renderMailText, type MailContent } from "../mail/html.ts";
import type { MailMessage } from "../mail/mail.ts";
import type { VisitorMessage } from "../mail/visitor-mail-policy.ts";

/** The mail staff receive for enquiry `id`. */
export function contactNotification(form: ContactForm, id: string, to: string): MailMessage {
  const content: MailContent = {
    title: "New contact enquiry",
    intro: `${form.name} sent an enquiry about ${form.productService} through the website.`,
    rows: [
      ["Full Name", form.name],
      ["Email Address", form.email],
      ["Mobile Number", form.mobile],
      ["Company Name", form.company || "-"],
      ["State / City / Country", form.location],
      ["Product / Service", form.productService],
      ["Message", form.message],
      ["Cookie consent", form.cookieConsent ? "Yes" : "No"],
    ],
    footer: `Enquiry ${id}. Reply to this mail to answer ${form.name} directly.`,
  };
  return {
    to,
    // Line breaks in a header would be refused by the provider; the name is one line anyway.
    subject: `Contact enquiry: ${form.productService} from ${form.name.replace(/\s+/g, " ")}`,
    text: renderMailText(content),
    html: renderMailHtml(content),
    replyTo: form.email,
  };
}

/**
 * The visitor's confirmation of enquiry `id`, a visitor mail (visitor-mail-policy.ts): the
 * reference, the subject the visitor chose from the form's list, and the company's words; nothing
 * the visitor wrote.
 */
export function contactConfirmation(
  form: ContactForm,
  id: string,
  staffEmail: string,
): VisitorMessage {
  const content: MailContent = {
    title: "We received your message",
    intro: `Thank you for contacting ${company.name}. We received your message about ${form.productService} and will reach out to you soon.`,
    rows: [
      ["Reference", id],
      ["Product / Service", form.productService],
    ],
    footer: `To add to your message, reply to this mail quoting the reference. If you did not write to us, ignore this mail. ${company.name}, ${company.phones[0]?.label ?? ""}, ${company.email}.`,
  };
  return {
    to: form.email,
    subject: `${company.name}: we received your message`,
    text: renderMailText(content),
    html: renderMailHtml(content),
    replyTo: staffEmail,
  };
}
