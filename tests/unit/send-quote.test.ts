// How the /quote page reads the answers of POST /api/quotes: sent, refused with the server's
// messages per field (shown beside the fields), or to be sent again with the same key.
import { describe, expect, it } from "vitest";
import {
  quoteOutcome,
  SENT_FALLBACK_MESSAGE,
  SERVER_FAILED_MESSAGE,
} from "../../src/islands/quotes/send-quote.ts";
import { QUOTE_SUCCESS_MESSAGE } from "../../src/lib/quotes/quote-request.ts";

const refusal = (message: string, fields?: Record<string, unknown>) => ({
  error: { code: "invalid", message, ...(fields ? { fields } : {}) },
});

describe("quoteOutcome", () => {
  it("is sent for 201, with the server's message", () => {
    expect(quoteOutcome(201, { success: true, message: QUOTE_SUCCESS_MESSAGE, id: 7 })).toEqual({
      kind: "sent",
      message: QUOTE_SUCCESS_MESSAGE,
    });
    expect(quoteOutcome(200, null)).toEqual({ kind: "sent", message: SENT_FALLBACK_MESSAGE });
  });

  it("is refused for a 400, with the messages per field (text only)", () => {
    const body = refusal("Please correct the fields", {
      "items.1.slug": "This product is not in our catalogue",
      email: "Please enter a valid email address",
      bogus: 42,
    });
    expect(quoteOutcome(400, body)).toEqual({
      kind: "refused",
      message: "Please correct the fields",
      fields: {
        "items.1.slug": "This product is not in our catalogue",
        email: "Please enter a valid email address",
      },
    });
  });

  it("is refused for a 429, with the server's words", () => {
    expect(quoteOutcome(429, refusal("Too many requests. Please try again later."))).toEqual({
      kind: "refused",
      message: "Too many requests. Please try again later.",
      fields: {},
    });
  });

  it.each([500, 502, 409])("is to be sent again for %i", (status) => {
    expect(quoteOutcome(status, null)).toEqual({
      kind: "unanswered",
      message: SERVER_FAILED_MESSAGE,
    });
  });
});
