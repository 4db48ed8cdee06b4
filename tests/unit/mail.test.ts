import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderMailHtml, renderMailText } from "../../src/server/mail/html.ts";
import { createOutboxMailer, readOutbox } from "../../src/server/mail/outbox-mailer.ts";

let dir: string;

beforeEach(async () => {
  dir = join(await mkdtemp(join(tmpdir(), "mail-test-")), "outbox");
});

afterEach(async () => {
  await rm(join(dir, ".."), { recursive: true, force: true });
});

describe("outbox mailer", () => {
  it("writes each message as one JSON file that readOutbox returns in order", async () => {
    const mailer = createOutboxMailer(dir, "Shop <no-reply@localhost>");
    const first = await mailer.send({
      to: "sales@example.com",
      subject: "New enquiry",
      text: "Hello",
      html: "<p>Hello</p>",
      replyTo: "customer@example.com",
    });
    const second = await mailer.send({
      to: ["a@example.com", "b@example.com"],
      subject: "Second",
      text: "Two",
      html: "<p>Two</p>",
    });
    const files = await readdir(dir);
    expect(files).toHaveLength(2);
    for (const file of files)
      expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+\.\d{3}Z-\d{9}-[0-9a-f-]{36}\.json$/);
    const messages = await readOutbox(dir);
    expect(messages.map((message) => message.id)).toEqual([first.id, second.id]);
    expect(messages[0]).toMatchObject({
      from: "Shop <no-reply@localhost>",
      to: ["sales@example.com"],
      subject: "New enquiry",
      text: "Hello",
      html: "<p>Hello</p>",
      replyTo: "customer@example.com",
    });
    expect(messages[1]).toMatchObject({ to: ["a@example.com", "b@example.com"], replyTo: null });
    expect(Number.isNaN(Date.parse(messages[1]?.sentAt ?? ""))).toBe(false);
  });

  it("reads an outbox that does not exist yet as empty", async () => {
    expect(await readOutbox(join(dir, "missing"))).toEqual([]);
  });
});

describe("mail bodies", () => {
  const content = {
    title: "New contact enquiry",
    intro: "Someone wrote through the contact form.",
    rows: [
      ["Name", "<script>alert(1)</script>"],
      ["Message", "Line one\nLine & two"],
    ] as const,
    footer: "Shree Barcode Systems",
  };

  it("escapes every value in the HTML body", () => {
    const html = renderMailHtml(content);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("Line one<br>Line &amp; two");
    expect(html).toContain("New contact enquiry");
    expect(html).toContain("Shree Barcode Systems");
  });

  it("renders the same content as plain text", () => {
    expect(renderMailText(content)).toBe(
      "New contact enquiry\n\nSomeone wrote through the contact form.\n\n" +
        "Name: <script>alert(1)</script>\nMessage: Line one\nLine & two\n\nShree Barcode Systems\n",
    );
  });
});
