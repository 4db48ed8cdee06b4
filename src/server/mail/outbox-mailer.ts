// The local adapter: each message becomes one JSON file in a folder, which tests and developers read.
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import type { Mailer } from "./mail.ts";

const outboxMessageSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.string().nullable(),
  sentAt: z.iso.datetime(),
});

/** A message as the outbox keeps it. */
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

// Messages sent by this process, counted: two sent within one millisecond keep their order.
let sent = 0;

/** A Mailer that writes messages to `dir` instead of sending them. */
export function createOutboxMailer(dir: string, from: string): Mailer {
  return {
    async send(message) {
      const id = randomUUID();
      const sentAt = new Date().toISOString();
      const stored: OutboxMessage = {
        id,
        from,
        to: Array.isArray(message.to) ? message.to : [message.to],
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo ?? null,
        sentAt,
      };
      await mkdir(dir, { recursive: true });
      // Named so that names sort as the messages were sent; colons are replaced so the names are
      // valid on every file system.
      sent += 1;
      const order = String(sent).padStart(9, "0");
      const file = join(dir, `${sentAt.replaceAll(":", "-")}-${order}-${id}.json`);
      const temporary = join(dir, `.tmp-${id}`);
      try {
        await writeFile(temporary, JSON.stringify(stored, null, 2));
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { id };
    },
  };
}

// Files read at once: an outbox of thousands read all at once runs out of file descriptors.
const OUTBOX_READS_AT_ONCE = 64;

/** Every message in the outbox, oldest first; none when the folder does not exist yet. */
export async function readOutbox(dir: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith(".json") && !name.startsWith(".")).sort();
  const messages: OutboxMessage[] = [];
  for (let start = 0; start < files.length; start += OUTBOX_READS_AT_ONCE) {
    const batch = files.slice(start, start + OUTBOX_READS_AT_ONCE);
    for (const text of await Promise.all(batch.map((name) => readFile(join(dir, name), "utf8"))))
      messages.push(outboxMessageSchema.parse(JSON.parse(text)));
  }
  return messages;
}
