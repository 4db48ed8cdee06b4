import { describe, expect, it } from "vitest";
import { WHATSAPP_GREETING, whatsAppChatUrl } from "../../src/lib/whatsapp.ts";

describe("whatsAppChatUrl", () => {
  it.each([
    ["+919811045678", "https://wa.me/919811045678"],
    ["+91-98110 45678", "https://wa.me/919811045678"],
    ["(91) 98110-45678", "https://wa.me/919811045678"],
  ])("%j chats with the digits only", (phone, start) => {
    expect(whatsAppChatUrl(phone, "Hi").startsWith(`${start}?text=`)).toBe(true);
  });

  it("prefills the message, encoded", () => {
    expect(whatsAppChatUrl("+91 1", "Price of ZD421 & ribbons?")).toBe(
      "https://wa.me/911?text=Price%20of%20ZD421%20%26%20ribbons%3F",
    );
  });

  it("prefills the greeting by default", () => {
    const url = new URL(whatsAppChatUrl("+919811045678"));
    expect(url.searchParams.get("text")).toBe(WHATSAPP_GREETING);
  });
});
