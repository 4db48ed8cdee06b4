// Plain, inline-styled mail bodies (mail clients ignore style sheets) with every value escaped.
import { escapeHtml } from "../../lib/html-text.ts";

/** The content of a notification mail: a title, a sentence, then label/value rows. */
export interface MailContent {
  title: string;
  intro: string;
  rows: readonly (readonly [label: string, value: string])[];
  footer?: string | undefined;
}

// Escapes, then keeps the sender's line breaks (messages, addresses) visible.
const multiline = (text: string): string => escapeHtml(text).replace(/\r?\n/g, "<br>");

const CELL = "padding:6px 12px;border-bottom:1px solid #e5e7eb;vertical-align:top;text-align:left";

/** The HTML body of a notification mail. */
export function renderMailHtml(content: MailContent): string {
  const rows = content.rows
    .map(
      ([label, value]) =>
        `<tr><th style="${CELL};color:#374151;white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="${CELL};color:#111827">${multiline(value)}</td></tr>`,
    )
    .join("");
  const footer = content.footer
    ? `<p style="margin:16px 0 0;color:#6b7280;font-size:12px">${multiline(content.footer)}</p>`
    : "";
  return (
    `<!DOCTYPE html><html><body style="margin:0;padding:24px;background:#f9fafb">` +
    `<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;` +
    `font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5">` +
    `<h1 style="margin:0 0 12px;font-size:20px;color:#111827">${escapeHtml(content.title)}</h1>` +
    `<p style="margin:0 0 16px;color:#374151">${multiline(content.intro)}</p>` +
    `<table style="border-collapse:collapse;width:100%">${rows}</table>${footer}</div></body></html>`
  );
}

/** The plain-text body of the same mail. */
export function renderMailText(content: MailContent): string {
  const rows = content.rows.map(([label, value]) => `${label}: ${value}`);
  const parts = [content.title, content.intro, rows.join("\n")];
  if (content.footer) parts.push(content.footer);
  return `${parts.filter((part) => part !== "").join("\n\n")}\n`;
}
