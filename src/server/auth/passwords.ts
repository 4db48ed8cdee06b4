// Password hashing with scrypt (node:crypto). Stored form: scrypt$N$r$p$salt$hash (base64url).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { config } from "../config.ts";

// One of OWASP's equivalent scrypt settings (N=2^15, r=8, p=3): N=2^17, p=1 took over half a second
// a sign-in on these machines (docs/decisions/0125-password-hashing-cost.md). A hash of other
// parameters still verifies and is replaced at its account's next sign-in (needsRehash).
const STANDARD = { N: 2 ** 15, r: 8, p: 3 } as const;
// PASSWORD_HASH_COST=test, for the tests' servers and API tests only: about a hundredth of the
// work, as their hundreds of sign-ins are about the sign-in, not its cost (docs/decisions/
// 0197-password-cost-in-tests.md).
const TEST = { N: 2 ** 10, r: 8, p: 1 } as const;

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

type Params = { readonly N: number; readonly r: number; readonly p: number };

/** The cost parameters new hashes are made with. */
function params(): Params {
  return config().PASSWORD_HASH_COST === "test" ? TEST : STANDARD;
}

function storedForm({ N, r, p }: Params, salt: Buffer, key: Buffer): string {
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      // scrypt needs 128 × N × r bytes (32 MiB now); room for a stored hash of up to N=2^17.
      { ...options, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * A well-formed hash with the same cost parameters as hashPassword's, for unknown usernames:
 * checking a password against it costs what checking a real one costs. It is written out, not
 * hashed at first use, since that extra scrypt run made unknown names slower wherever a function
 * starts afresh per request. Its key is all zeros, which no password derives in practice; callers
 * refuse the sign-in whatever the check says.
 */
export function dummyPasswordHash(): string {
  return storedForm(params(), Buffer.alloc(SALT_LENGTH), Buffer.alloc(KEY_LENGTH));
}

/** Hashes a password for storage. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const cost = params();
  return storedForm(cost, salt, await derive(password, salt, cost));
}

/** True when `password` matches a stored hash; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** True when a stored hash was made with other cost parameters than hashPassword uses now. */
export function needsRehash(stored: string): boolean {
  const [, n, r, p] = stored.split("$");
  const current = params();
  return Number(n) !== current.N || Number(r) !== current.r || Number(p) !== current.p;
}

/** A random password that is easy to copy: 20 characters of base64url. */
export function generatePassword(): string {
  return randomBytes(15).toString("base64url");
}
