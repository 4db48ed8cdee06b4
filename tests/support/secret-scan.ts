// Looks for secrets in build output: the exact fake values the scanned build was given, and the
// shapes real secrets have (a key committed by mistake would not be one of the fakes).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { inflateRawSync } from "node:zlib";

/** The shapes of the secrets this site uses. */
const SECRET_PATTERNS: [string, RegExp][] = [
  ["a JWT (Supabase service key)", /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/],
  ["a Supabase secret key", /\bsb_secret_[\w-]{16,}/],
  ["a Resend API key", /\bre_[A-Za-z0-9]{6,}_[A-Za-z0-9]{12,}/],
  ["a Netlify build hook", /api\.netlify\.com\/build_hooks\/[0-9a-f]{24}/],
  ["a database URL with a password", /postgres(?:ql)?:\/\/[^\s:/@"'`]+:[^\s@/"'`]+@/],
];

/** What was found where: "<file>: <what>". */
export function secretsIn(name: string, bytes: Buffer, values: readonly string[]): string[] {
  const found = values.filter((value) => bytes.includes(value)).map((value) => `${name}: ${value}`);
  const text = bytes.toString("latin1");
  for (const [label, pattern] of SECRET_PATTERNS) {
    const match = pattern.exec(text);
    if (match) found.push(`${name}: ${label} (${match[0].slice(0, 40)}…)`);
  }
  return found;
}

/** Every file under `dir`, as name and bytes. */
export function* filesUnder(dir: string): Generator<{ name: string; bytes: Buffer }> {
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const path = join(dir, name);
    let bytes: Buffer;
    try {
      bytes = readFileSync(path);
    } catch {
      continue; // a folder
    }
    yield { name, bytes };
  }
}

/** The files of a zip archive (stored or deflated entries, no zip64): name and bytes. */
export function zipEntries(zip: Buffer): { name: string; bytes: Buffer }[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries: { name: string; bytes: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(offset + 10);
    const size = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const skip = nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.toString("utf8", offset + 46, offset + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    entries.push({ name, bytes: method === 8 ? inflateRawSync(data) : Buffer.from(data) });
    offset += 46 + skip;
  }
  return entries;
}
