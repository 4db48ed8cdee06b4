// The contact form's English messages (the spec's texts, from the shared schema and the API) are
// shown in the visitor's language; one the dictionary does not know is shown as it came.
import { describe, expect, it } from "vitest";
import { contactFieldErrors, contactFormSchema } from "../../src/lib/contact/contact-form.ts";
import {
  PRODUCT_SERVICE_KEYS,
  translateContactMessage,
} from "../../src/lib/i18n/contact-messages.ts";
import { fillPlaceholders, loadDictionary, type Translate } from "../../src/lib/i18n/dictionary.ts";

const hindi = await loadDictionary("hi");
const t: Translate = (key, values) => fillPlaceholders(hindi[key], values ?? {});

// Every message the schema can give, provoked field by field.
const BAD_FORMS = [
  {},
  { name: "A", email: "nope", mobile: "12", location: "X", message: "short" },
  { name: "x".repeat(101), location: "y".repeat(201), message: "z".repeat(5001) },
];

describe("translateContactMessage", () => {
  it("translates every message the shared schema produces", () => {
    const messages = new Set<string>();
    for (const form of BAD_FORMS) {
      const result = contactFormSchema.safeParse(form);
      if (!result.success) for (const issue of result.error.issues) messages.add(issue.message);
    }
    expect(messages.size).toBeGreaterThanOrEqual(12);
    for (const message of messages) {
      const shown = translateContactMessage(message, t);
      expect(shown, message).not.toBe(message);
      expect(shown, message).toMatch(/[\u0900-\u097F]/);
    }
  });

  it.each([
    ["Full Name is required", "पूरा नाम आवश्यक है"],
    ["Please select a Product / Service", "कृपया उत्पाद / सेवा चुनें"],
    ["Please keep this under 200 characters", "कृपया इसे 200 अक्षरों से कम रखें"],
    ["Something the server said", "Something the server said"],
  ])("%j is shown as %j", (message, expected) => {
    expect(translateContactMessage(message, t)).toBe(expected);
  });

  it("reads field errors from the schema in the same words", () => {
    const result = contactFormSchema.safeParse({});
    expect(result.success).toBe(false);
    if (!result.success)
      expect(translateContactMessage(contactFieldErrors(result.error).name!, t)).toBe(
        "पूरा नाम आवश्यक है",
      );
  });
});

describe("PRODUCT_SERVICE_KEYS", () => {
  it("names a translated label for every option while the value sent stays English", () => {
    expect(Object.keys(PRODUCT_SERVICE_KEYS)).toEqual([
      "Printers",
      "Labels",
      "Scanners",
      "Software",
      "RFID",
      "Tablets",
      "Printer Heads",
      "Other",
    ]);
    expect(hindi[PRODUCT_SERVICE_KEYS["Printer Heads"]]).toBe("प्रिंटर हेड");
  });
});
