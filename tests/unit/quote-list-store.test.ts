// Where the quote list is kept: localStorage only with functional consent, otherwise
// sessionStorage (it lasts for the visit), moved when the consent changes; blocked storage works.
import { describe, expect, it } from "vitest";
import {
  ALL_ALLOWED,
  createConsentRecord,
  NONE_ALLOWED,
} from "../../src/lib/consent/consent-record.ts";
import { CONSENT_KEY } from "../../src/lib/consent/cookie-names.ts";
import { QUOTE_LIST_KEY, type QuoteList } from "../../src/lib/quotes/quote-list.ts";
import { clearQuoteList, saveQuoteList } from "../../src/lib/quotes/quote-list-save.ts";
import { loadQuoteList, type QuoteListStorages } from "../../src/lib/quotes/quote-list-store.ts";

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}
const denied = () => {
  throw new DOMException("denied", "SecurityError");
};
const blocked = { getItem: denied, setItem: denied, removeItem: denied };

const LIST: QuoteList = {
  items: [{ slug: "zebra-zt230", name: "Zebra ZT230", model: "ZT23042", quantity: 3, note: "" }],
  updatedAt: "2026-11-25T10:00:00.000Z",
};

function browser(consent: "functional" | "none" | "no choice") {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  if (consent !== "no choice") {
    const record = createConsentRecord(
      consent === "functional" ? ALL_ALLOWED : NONE_ALLOWED,
      Date.now(),
    );
    local.setItem(CONSENT_KEY, JSON.stringify(record));
  }
  return { local, session, storages: { local, session } satisfies QuoteListStorages };
}

describe("the quote list's storage", () => {
  it("is localStorage with functional consent", () => {
    const { local, session, storages } = browser("functional");
    saveQuoteList(LIST, storages);
    expect(JSON.parse(local.getItem(QUOTE_LIST_KEY)!)).toEqual(LIST);
    expect(session.getItem(QUOTE_LIST_KEY)).toBeNull();
    expect(loadQuoteList(storages)).toEqual(LIST);
  });

  it.each(["none", "no choice"] as const)(
    "is sessionStorage without functional consent (%s)",
    (consent) => {
      const { local, session, storages } = browser(consent);
      saveQuoteList(LIST, storages);
      expect(JSON.parse(session.getItem(QUOTE_LIST_KEY)!)).toEqual(LIST);
      expect(local.getItem(QUOTE_LIST_KEY)).toBeNull();
      expect(loadQuoteList(storages)).toEqual(LIST);
    },
  );

  it("moves a list kept for the visit into localStorage once consent is given", () => {
    const { local, session, storages } = browser("functional");
    session.setItem(QUOTE_LIST_KEY, JSON.stringify(LIST));
    expect(loadQuoteList(storages)).toEqual(LIST);
    expect(JSON.parse(local.getItem(QUOTE_LIST_KEY)!)).toEqual(LIST);
    expect(session.getItem(QUOTE_LIST_KEY)).toBeNull();
  });

  it("moves a remembered list out of localStorage once consent is withdrawn", () => {
    const { local, session, storages } = browser("none");
    local.setItem(QUOTE_LIST_KEY, JSON.stringify(LIST));
    expect(loadQuoteList(storages)).toEqual(LIST);
    expect(local.getItem(QUOTE_LIST_KEY)).toBeNull();
    expect(JSON.parse(session.getItem(QUOTE_LIST_KEY)!)).toEqual(LIST);
  });

  it("prefers the list where it belongs and drops the stray copy", () => {
    const { local, session, storages } = browser("functional");
    local.setItem(QUOTE_LIST_KEY, JSON.stringify(LIST));
    session.setItem(QUOTE_LIST_KEY, JSON.stringify({ items: [], updatedAt: "" }));
    expect(loadQuoteList(storages)).toEqual(LIST);
    expect(session.getItem(QUOTE_LIST_KEY)).toBeNull();
  });

  it("removes the list once cleared", () => {
    const { local, storages } = browser("functional");
    saveQuoteList(LIST, storages);
    clearQuoteList(storages);
    expect(local.getItem(QUOTE_LIST_KEY)).toBeNull();
    expect(loadQuoteList(storages).items).toEqual([]);
  });

  it("reads an empty list and drops writes where storage is blocked", () => {
    const storages = { local: blocked, session: blocked };
    expect(() => saveQuoteList(LIST, storages)).not.toThrow();
    expect(loadQuoteList(storages).items).toEqual([]);
    expect(loadQuoteList({ local: undefined, session: undefined }).items).toEqual([]);
  });
});
