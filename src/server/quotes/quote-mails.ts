// The two mails of a quote request, each with a plain and an HTML body (values escaped by
// renderMailHtml): the visitor's confirmation listing the products, and staff's notification (every
// detail) with reply-to set to the visitor so staff answer with one click.
import { productUrl } from "../../lib/catalogue/catalogue-urls.ts";
import { company } from "../../lib/company.ts";
import type { QuoteRequest } from "../../lib/quotes/quote-request.ts";
import { renderMailHtml, renderMailText, type MailContent } from "../mail/html.ts";
import type { MailMessage } from "../mail/mail.ts";
import type { VisitorMessage } from "../mail/visitor-mail-policy.ts";
import type { QuotedProduct } from "./quote-products.ts";

/** What both mails say about the request. */
export interface QuoteFacts {
  id: string;
  form: QuoteRequest;
  products: readonly QuotedProduct[];
  siteUrl: string;
}

// Header lines may not break; names are one line anyway.
const oneLine = (text: string) => text.replace(/\s+/g, " ");

// One row per product: "2 × Zebra ZT411 (ZT41142)", then its note and page on the next lines.
function productRows(facts: QuoteFacts): [string, string][] {
  return facts.products.map((product, index) => {
    const model = product.model ? ` (model ${product.model})` : "";
    const lines = [`${product.quantity} × ${product.name}${model}`];
    if (product.note) lines.push(`Note: ${product.note}`);
    lines.push(new URL(productUrl(product.slug), facts.siteUrl).href);
    return [`Product ${index + 1}`, lines.join("\n")];
  });
}

// The visitor's products as the catalogue names them: quantity, name, model and page, no note.
function catalogueRows(facts: QuoteFacts): [string, string][] {
  return facts.products.map((product, index) => {
    const model = product.model ? ` (model ${product.model})` : "";
    const page = new URL(productUrl(product.slug), facts.siteUrl).href;
    return [`Product ${index + 1}`, `${product.quantity} × ${product.name}${model}\n${page}`];
  });
}

/**
 * The visitor's confirmation, a visitor mail (visitor-mail-policy.ts): the products by catalogue
 * name and quantity, the reference and the company's words, nothing the visitor wrote.
 */
export function quoteConfirmation(facts: QuoteFacts, staffEmail: string): VisitorMessage {
  const count = facts.products.length;
  const content: MailContent = {
    title: "Your quote request",
    intro: `Thank you for your request for a quotation. We received it with the products below and will send you our prices soon.`,
    rows: [["Reference", facts.id], ...catalogueRows(facts)],
    footer: `To change your request, reply to this mail quoting the reference. If you did not ask for a quotation, ignore this mail. ${company.name}, ${company.phones[0]?.label ?? ""}, ${company.email}.`,
  };
  return {
    to: facts.form.email,
    subject: `${company.name}: your quote request for ${count} product${count === 1 ? "" : "s"}`,
    text: renderMailText(content),
    html: renderMailHtml(content),
    replyTo: staffEmail,
  };
}

/** The staff notification of request `facts.id`. */
export function quoteNotification(facts: QuoteFacts, to: string): MailMessage {
  const { form } = facts;
  const content: MailContent = {
    title: "New quote request",
    intro: `${form.name}${form.company ? ` of ${form.company}` : ""} asked for a quotation for ${facts.products.length} product${facts.products.length === 1 ? "" : "s"}.`,
    rows: [
      ["Full Name", form.name],
      ["Company", form.company ?? "-"],
      ["E-mail", form.email],
      ["Mobile", form.mobile],
      ["City", form.city],
      ["GSTIN", form.gstin ?? "-"],
      ...productRows(facts),
      ["Message", form.message ?? "-"],
    ],
    footer: `Quote request ${facts.id}; it is in Enquiries in administration. Reply to this mail to answer ${form.name} directly.`,
  };
  return {
    to,
    subject: `Quote request: ${facts.products.length} product${facts.products.length === 1 ? "" : "s"} from ${oneLine(form.name)}`,
    text: renderMailText(content),
    html: renderMailHtml(content),
    replyTo: form.email,
  };
}
