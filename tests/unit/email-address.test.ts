// Every e-mail field takes one plain address: never a list, a named address or a header. The
// forms' schemas, the staff account's, the job form's and the configuration all share the check.
import { describe, expect, it } from "vitest";
import { profileSchema } from "../../src/lib/auth/auth-schemas.ts";
import { contactFormSchema } from "../../src/lib/contact/contact-form.ts";
import { driverRequestSchema } from "../../src/lib/drivers/driver-request.ts";
import { isEmailAddress } from "../../src/lib/email-address.ts";
import { jobApplicationSchema } from "../../src/lib/jobs/job-application.ts";
import { jobCreateSchema } from "../../src/lib/jobs/job-form.ts";
import { testEmailSchema, welcomeEmailSchema } from "../../src/lib/mail/staff-mail-schemas.ts";
import { parseConfig } from "../../src/server/config.ts";

// An address of `length` characters (189 or more), its domain of labels of at most 63.
const longAddress = (length: number) =>
  `a@${`${"b".repeat(62)}.`.repeat(3)}${"c".repeat(length - 194)}.in`;

const ACCEPTED = [
  "ravi@example.in",
  "Ravi.Kumar+orders@mail.example.co.in",
  "o'brien@example.com",
  "x@xn--h2brj9c.xn--h2brj9c",
  `${"a".repeat(64)}@example.com`,
  longAddress(254),
];

// The first two are the attack's; the rest are other ways to name more than one address.
const REFUSED = [
  "attacker,victim@example.com",
  '"evil"<x@evil.example>',
  "a@example.in;b@example.in",
  "a@example.in, b@example.in",
  "Ravi <ravi@example.in>",
  "undisclosed:a@example.in;",
  "a@example.in (note)",
  "a@example.in\r\nBcc: b@example.in",
  '"a b"@example.in',
  "a@@example.in",
  "a@example",
  "a@example.123",
  ".a@example.in",
  "a..b@example.in",
  "a@-example.in",
  "ravi@",
  `${"a".repeat(65)}@example.com`,
  // 255 characters: one more than an address may have.
  longAddress(255),
];

describe("isEmailAddress", () => {
  it.each(ACCEPTED)("accepts %j", (address) => expect(isEmailAddress(address)).toBe(true));
  it.each(REFUSED)("refuses %j", (address) => expect(isEmailAddress(address)).toBe(false));
});

// Each e-mail field, as the fields around it need to be for the address to be the only question.
const FIELDS: [string, (address: string) => unknown][] = [
  ["the contact form", (email) => contactFormSchema.shape.email.safeParse(email).success],
  ["the driver request", (email) => driverRequestSchema.shape.email.safeParse(email).success],
  ["the job application", (email) => jobApplicationSchema.shape.email.safeParse(email).success],
  ["the test e-mail", (testEmail) => testEmailSchema.safeParse({ testEmail }).success],
  ["the welcome e-mail", (email) => welcomeEmailSchema.safeParse({ userData: { email } }).success],
  ["the staff profile", (email) => profileSchema.safeParse({ email }).success],
  [
    "the job's application e-mail",
    (email) =>
      jobCreateSchema.safeParse({
        title: "Engineer",
        company: "Shree",
        location: "Delhi",
        description: "Repairs",
        application_email: email,
      }).success,
  ],
  [
    "STAFF_NOTIFY_EMAIL",
    (email) => {
      try {
        return parseConfig({ STAFF_NOTIFY_EMAIL: email as string }).STAFF_NOTIFY_EMAIL === email;
      } catch {
        return false;
      }
    },
  ],
];

describe.each(FIELDS)("%s", (_field, accepts) => {
  it.each(ACCEPTED)("accepts %j", (address) => expect(accepts(address)).toBe(true));
  it.each(REFUSED)("refuses %j", (address) => expect(accepts(address)).toBe(false));
});
