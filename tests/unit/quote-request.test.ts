// The quote request's rules (issue "Leads"): the body of POST /api/quotes.
import { describe, expect, it } from "vitest";
import { MAX_QUOTE_ITEMS } from "../../src/lib/quotes/quote-limits.ts";
import { gstinMessages } from "../../src/lib/quotes/gstin.ts";
import {
  quoteFieldErrors,
  quoteMessages,
  quoteRequestSchema,
} from "../../src/lib/quotes/quote-request.ts";
import { enquiryListQuery, enquiryMessages } from "../../src/lib/enquiries/enquiries-schemas.ts";

const good = {
  items: [
    { slug: "zebra-zt411", quantity: 3, note: "With cutter" },
    { slug: "honeywell-1450g", quantity: 10 },
  ],
  name: "Asha Verma",
  company: "Verma Logistics",
  email: "asha@example.in",
  mobile: "+91-9811045678",
  city: "Pune",
  gstin: "27aapfu0939f1zv",
  message: "Delivery to our Pune warehouse, please.",
};

function errors(input: Record<string, unknown>): Record<string, string> {
  const result = quoteRequestSchema.safeParse(input);
  return result.success ? {} : quoteFieldErrors(result.error);
}

describe("quoteRequestSchema", () => {
  it("accepts a complete request, trims it and writes the GSTIN in capitals", () => {
    const parsed = quoteRequestSchema.parse({ ...good, name: "  Asha Verma " });
    expect(parsed).toMatchObject({
      name: "Asha Verma",
      gstin: "27AAPFU0939F1ZV",
      cookieConsent: false,
    });
    expect(parsed.items[1]).toEqual({ slug: "honeywell-1450g", quantity: 10, note: undefined });
  });

  it("leaves blank optional fields out", () => {
    const parsed = quoteRequestSchema.parse({ ...good, company: " ", gstin: "", message: "" });
    expect(parsed).toMatchObject({ company: undefined, gstin: undefined, message: undefined });
  });

  it.each([
    ["no products", { items: [] }, "items", quoteMessages.items],
    [
      "too many products",
      { items: Array.from({ length: MAX_QUOTE_ITEMS + 1 }, () => ({ slug: "a", quantity: 1 })) },
      "items",
      quoteMessages.tooManyItems,
    ],
    [
      "quantity 0",
      { items: [{ slug: "a", quantity: 0 }] },
      "items.0.quantity",
      quoteMessages.quantity,
    ],
    [
      "quantity 1.5",
      { items: [{ slug: "a", quantity: 1.5 }] },
      "items.0.quantity",
      quoteMessages.quantity,
    ],
    [
      "quantity 100001",
      { items: [{ slug: "a", quantity: 100_001 }] },
      "items.0.quantity",
      quoteMessages.quantity,
    ],
    [
      "quantity as text",
      { items: [{ slug: "a", quantity: "2" }] },
      "items.0.quantity",
      quoteMessages.quantity,
    ],
    [
      "a slug with capitals",
      { items: [{ slug: "Zebra", quantity: 1 }] },
      "items.0.slug",
      quoteMessages.slug,
    ],
    [
      "a long note",
      { items: [{ slug: "a", quantity: 1, note: "x".repeat(501) }] },
      "items.0.note",
      quoteMessages.note,
    ],
    ["no name", { name: " " }, "name", quoteMessages.name],
    ["a bad e-mail", { email: "asha@" }, "email", "Please enter a valid email address"],
    [
      "a bad mobile",
      { mobile: "12345" },
      "mobile",
      "Please enter a valid mobile number (10 digits or with country code)",
    ],
    ["no city", { city: "" }, "city", quoteMessages.city],
    ["a bad GSTIN", { gstin: "27AAPFU0939F1ZO" }, "gstin", gstinMessages.checkCharacter],
    ["a long message", { message: "x".repeat(2001) }, "message", quoteMessages.message],
  ])("refuses %s", (_case, change, field, message) => {
    expect(errors({ ...good, ...change })[field]).toBe(message);
  });

  it("accepts the limits themselves", () => {
    const items = Array.from({ length: MAX_QUOTE_ITEMS }, (_, i) => ({
      slug: `p-${i}`,
      quantity: i === 0 ? 100_000 : 1,
      note: "x".repeat(500),
    }));
    expect(errors({ ...good, items, message: "x".repeat(2000) })).toEqual({});
  });
});

describe("enquiryListQuery", () => {
  it("defaults to page 1 of 25 and no filters; blank filters are none", () => {
    expect(enquiryListQuery.parse({ type: "", status: "", q: "" })).toEqual({
      page: 1,
      pageSize: 25,
    });
  });

  it.each([
    [{ pageSize: "0" }, "pageSize", enquiryMessages.pageSize],
    [{ pageSize: "101" }, "pageSize", enquiryMessages.pageSize],
    [{ page: "0" }, "page", enquiryMessages.page],
    [{ type: "job" }, "type", enquiryMessages.type],
    [{ status: "open" }, "status", enquiryMessages.status],
    [{ from: "2026-02-30" }, "from", enquiryMessages.date],
    [{ from: "2026-03-02", to: "2026-03-01" }, "to", enquiryMessages.dateOrder],
  ])("refuses %o", (query, field, message) => {
    const result = enquiryListQuery.safeParse(query);
    expect(result.success).toBe(false);
    if (!result.success) expect(quoteFieldErrors(result.error)[field]).toBe(message);
  });

  it("takes every filter", () => {
    expect(
      enquiryListQuery.parse({
        type: "quote",
        status: "won",
        from: "2026-01-01",
        to: "2026-01-31",
        city: " Pune ",
        q: "zebra",
        page: "2",
        pageSize: "100",
      }),
    ).toEqual({
      type: "quote",
      status: "won",
      from: "2026-01-01",
      to: "2026-01-31",
      city: "Pune",
      q: "zebra",
      page: 2,
      pageSize: 100,
    });
  });
});
