import { describe, expect, it } from "vitest";
import { contactEntryText } from "../../src/components/contact/contact-entries.ts";
import type { ContactInfoEntry } from "../../src/server/contact/contact-info.ts";

const entry = (type: ContactInfoEntry["type"], value: string) =>
  ({ type, value, title: "WhatsApp" }) as ContactInfoEntry;

describe("contactEntryText", () => {
  it("writes a bare +91 mobile number as the site writes its numbers", () => {
    expect(contactEntryText(entry("phone", "+919811045678"))).toBe("+91-98110 45678");
    expect(contactEntryText(entry("phone", " +919811045678 "))).toBe("+91-98110 45678");
  });

  it.each([
    ["phone", "+91-98110 45678"],
    ["phone", "+91-11-4160 2233"],
    ["phone", "+14155550123"],
    ["phone", "9811045678"],
    ["email", "+919811045678"],
  ] as const)("leaves a %s entry %j as typed", (type, value) => {
    expect(contactEntryText(entry(type, value))).toBe(value);
  });
});
