// What every e-mail field accepts: one plain address (local@domain), never a list or a named
// address. The old pattern (anything, "@", anything, ".", anything) let "attacker,victim@example.com"
// and '"evil"<x@evil.example>' through, and the mail provider then wrote to every address in them.
// Written with zod/mini so the forms' islands can share it without the full zod.
import * as z from "zod/mini";

/** The longest address (RFC 5321: 254 characters in a path, 64 before the "@"). */
export const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

// The address in RFC 5322's dot-atom form, ASCII only: no quoted local part, comment, display
// name or group, so none of , ; < > " ( ) : \ or white space, which make lists and named
// addresses. The domain is dot-separated host labels ending in a letter TLD or a punycode one.
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const ADDRESS = new RegExp(
  `^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$`,
);

/** Whether `value` is exactly one plain e-mail address (already trimmed). */
export function isEmailAddress(value: string): boolean {
  return (
    value.length <= MAX_EMAIL_LENGTH &&
    value.indexOf("@") <= MAX_LOCAL_PART_LENGTH &&
    ADDRESS.test(value)
  );
}

/** The messages of one required e-mail field (each form keeps the spec's own). */
export interface EmailAddressMessages {
  required: string;
  invalid: string;
  /** Past MAX_EMAIL_LENGTH; `invalid` when not given. */
  tooLong?: string;
}

/** A required e-mail field: trimmed, one plain address, with the form's messages. */
export function emailAddressSchema(messages: EmailAddressMessages) {
  return z
    .string({ error: messages.required })
    .check(
      z.trim(),
      z.minLength(1, messages.required),
      z.maxLength(MAX_EMAIL_LENGTH, messages.tooLong ?? messages.invalid),
      z.refine(isEmailAddress, messages.invalid),
    );
}
