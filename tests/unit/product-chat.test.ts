// The product page's WhatsApp message (the issue "Leads"): product, model, the page's address and
// the visitor's city, which comes from a city page's head or the stored location.
import { describe, expect, it } from "vitest";
import { visitorCity } from "../../src/components/catalogue/product-chat.ts";
import {
  productChatMessage,
  withChatMessage,
  withCity,
} from "../../src/lib/catalogue/product-chat-message.ts";
import { whatsAppChatUrl } from "../../src/lib/whatsapp.ts";

const PAGE = "https://shreebarcodesystems.in/zebra-zt230";

describe("productChatMessage", () => {
  it("names the product, its model, the page and the city", () => {
    expect(
      productChatMessage({ name: "Zebra ZT230", model: "ZT23042", url: PAGE, city: "Mumbai" }),
    ).toBe(
      `Hello, I would like to know more about Zebra ZT230 (model ZT23042).\nProduct page: ${PAGE}\nMy city: Mumbai`,
    );
  });

  it.each([
    ["no model", { model: null }, "Zebra ZT230."],
    ["an empty model", { model: "" }, "Zebra ZT230."],
  ])("leaves the model out for %s", (_what, change, end) => {
    const message = productChatMessage({ name: "Zebra ZT230", url: PAGE, ...change });
    expect(message.split("\n")[0]).toBe(`Hello, I would like to know more about ${end}`);
  });

  it("takes the city as a last line added to the message the page was built with", () => {
    const built = productChatMessage({ name: "Zebra ZT230", model: "ZT23042", url: PAGE });
    expect(withCity(built, "Mumbai")).toBe(
      productChatMessage({ name: "Zebra ZT230", model: "ZT23042", url: PAGE, city: "Mumbai" }),
    );
    expect(withCity(built, null)).toBe(built);
  });

  it("leaves the city out when unknown", () => {
    const message = productChatMessage({ name: "Zebra ZT230", url: PAGE, city: null });
    expect(message).not.toContain("My city");
    expect(message.split("\n")).toHaveLength(2);
  });

  it("survives the chat link's encoding, and replaces a link's greeting", () => {
    const message = productChatMessage({ name: "TSC & Co #1", url: PAGE, city: "Pune" });
    const url = new URL(withChatMessage(whatsAppChatUrl("+91-98110 45678"), message));
    expect(url.pathname).toBe("/919811045678");
    expect(url.searchParams.get("text")).toBe(message);
    expect(withChatMessage("https://wa.me/919811045678", "Hi")).toBe(
      "https://wa.me/919811045678?text=Hi",
    );
  });
});

// A page whose head has (or lacks) the city page's geo.placename tag.
const page = (placename: string | null) =>
  ({
    querySelector: (selector: string) =>
      selector === 'meta[name="geo.placename"]' && placename !== null
        ? { content: placename }
        : null,
  }) as unknown as Document;

const stored = (entries: Record<string, string>) => ({
  getItem: (key: string) => entries[key] ?? null,
});
const PUNE = {
  country: { id: 101, name: "India", code: "IN" },
  state: { id: 21, name: "Maharashtra" },
  city: { id: 867, name: "Pune" },
};

describe("visitorCity", () => {
  it("is a city page's own city first", () => {
    const chosen = stored({ userLocation: JSON.stringify(PUNE), locationManuallySet: "true" });
    expect(visitorCity(page("Mumbai"), chosen)).toBe("Mumbai");
  });

  it("is the location chosen in the picker on other pages", () => {
    const chosen = stored({ userLocation: JSON.stringify(PUNE), locationManuallySet: "true" });
    expect(visitorCity(page(null), chosen)).toBe("Pune");
  });

  it("is a detected location kept within the hour", () => {
    const detected = stored({ userLocation: JSON.stringify({ ...PUNE, detectedAt: Date.now() }) });
    expect(visitorCity(page(null), detected)).toBe("Pune");
  });

  it.each([
    ["nothing stored", {}],
    [
      "a detected location over an hour old",
      { userLocation: JSON.stringify({ ...PUNE, detectedAt: 1 }) },
    ],
    [
      "a location without a city",
      { userLocation: JSON.stringify({ ...PUNE, city: null }), locationManuallySet: "true" },
    ],
  ])("is unknown with %s", (_what, entries) => {
    expect(visitorCity(page(null), stored(entries))).toBeNull();
  });
});
