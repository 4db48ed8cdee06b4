// The contact form's rules and messages (document 2 §5) and its mobile input filter.
import { describe, expect, it } from "vitest";
import {
  contactFieldErrors,
  contactFormSchema,
  filterMobileInput,
  formatMobileInput,
  isProductService,
  PRODUCT_SERVICE_OPTIONS,
} from "../../src/lib/contact/contact-form.ts";

const good = {
  name: "Asha Verma",
  email: "asha@example.in",
  mobile: "+91-9811045678",
  location: "Pune, Maharashtra",
  company: "",
  productService: "Printers",
  message: "Please send a quote for two desktop printers.",
  cookieConsent: true,
};

function firstError(input: Record<string, unknown>): Record<string, string> {
  const result = contactFormSchema.safeParse(input);
  return result.success ? {} : (contactFieldErrors(result.error) as Record<string, string>);
}

describe("contactFormSchema", () => {
  it("accepts a complete enquiry and trims it", () => {
    const parsed = contactFormSchema.parse({ ...good, name: "  Asha Verma  " });
    expect(parsed.name).toBe("Asha Verma");
    expect(parsed.cookieConsent).toBe(true);
  });

  it("takes company and cookieConsent as optional", () => {
    const rest: Partial<typeof good> = { ...good };
    delete rest.company;
    delete rest.cookieConsent;
    expect(contactFormSchema.parse(rest)).toMatchObject({ company: "", cookieConsent: false });
  });

  describe.each([
    ["name", undefined, "Full Name is required"],
    ["name", "   ", "Full Name is required"],
    ["name", "A", "Full Name must be at least 2 characters"],
    ["email", "", "Email Address is required"],
    ["email", "asha@", "Please enter a valid email address"],
    ["email", "asha example.in", "Please enter a valid email address"],
    ["mobile", "", "Mobile Number is required"],
    ["mobile", "98110", "Please enter a valid mobile number (10 digits or with country code)"],
    [
      "mobile",
      "+91-98110-456",
      "Please enter a valid mobile number (10 digits or with country code)",
    ],
    ["location", "", "State / City / Country is required"],
    ["location", "P", "Location must be at least 2 characters"],
    ["productService", "", "Please select a Product / Service"],
    ["productService", "Toasters", "Please select a Product / Service"],
    ["productService", undefined, "Please select a Product / Service"],
    ["message", "", "Message is required"],
    ["message", "Too short", "Message must be at least 10 characters"],
    ["name", "x".repeat(101), "Please keep this under 100 characters"],
    ["message", "x".repeat(5001), "Please keep this under 5000 characters"],
  ])("%s = %j", (field, value, message) => {
    it(`fails with "${message}"`, () => {
      expect(firstError({ ...good, [field]: value })).toEqual({ [field]: message });
    });
  });

  it.each(["9811045678", "+91-9811045678", "+919811045678", "(011) 41602233", "+1 4155550123"])(
    "accepts the mobile number %s",
    (mobile) => {
      expect(firstError({ ...good, mobile })).toEqual({});
    },
  );
});

describe("mobile input", () => {
  it.each([
    ["98a11-04b", "9811-04"],
    ["+91 (981) 104", "+91 (981) 104"],
    ["12345678901234567", "12345678901234"],
    ["phone: 98110", " 98110"],
  ])("filters %j to %j", (typed, kept) => {
    expect(filterMobileInput(typed)).toBe(kept);
  });

  it.each([
    ["9811045678", "+91-9811045678"],
    ["+919811045678", "+91-9811045678"],
    ["981104567", "981104567"],
    ["+91-9811045678", "+91-9811045678"],
    ["+91-981104567", "+91-981104567"],
    ["+44 2079460958", "+44 2079460958"],
    ["98110456789", "98110456789"],
  ])("formats %j as %j", (typed, shown) => {
    expect(formatMobileInput(typed)).toBe(shown);
  });
});

describe("isProductService", () => {
  it("knows the eight options and nothing else", () => {
    expect(PRODUCT_SERVICE_OPTIONS).toEqual([
      "Printers",
      "Labels",
      "Scanners",
      "Software",
      "RFID",
      "Tablets",
      "Printer Heads",
      "Other",
    ]);
    expect(isProductService("Other")).toBe(true);
    expect(isProductService("other")).toBe(false);
    expect(isProductService(null)).toBe(false);
  });
});
