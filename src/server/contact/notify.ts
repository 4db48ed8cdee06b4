// The staff notification of an enquiry: a plain and an HTML body (values escaped by renderMailHtml),
// with reply-to set to the visitor so staff answer with one click.
import type { ContactForm } from "../../lib/contact-form.ts";
import { renderMailHtml, renderMailText, type MailContent } from "../mail/html.ts";
import type { MailMessage } from "../mail/mail.ts";

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
