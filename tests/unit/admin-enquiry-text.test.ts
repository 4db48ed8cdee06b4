import { describe, expect, it } from "vitest";
import { assigneeChoices } from "../../src/islands/admin/enquiries/assignees.ts";
import {
  describeChanges,
  productsInBrief,
} from "../../src/islands/admin/enquiries/enquiry-text.ts";

describe("productsInBrief", () => {
  const products = [
    { name: "Zebra ZD421", quantity: 2 },
    { name: "Honeywell PC42t", quantity: 1 },
    { name: "TVS LP 46", quantity: 10 },
  ];
  it.each([
    [[], ""],
    [products.slice(0, 1), "Zebra ZD421 × 2"],
    [[{ name: "A driver", quantity: null }], "A driver"],
    [products.slice(0, 2), "Zebra ZD421 × 2, Honeywell PC42t × 1"],
    [products, "Zebra ZD421 × 2, Honeywell PC42t × 1 and 1 more"],
  ])("%j → %s", (list, expected) => {
    expect(productsInBrief(list)).toBe(expected);
  });
});

describe("describeChanges", () => {
  const labels = { new: "New", contacted: "Contacted" };
  it.each([
    [{ status: { from: "new", to: "contacted" } }, ["status: New → Contacted"]],
    [{ status: ["new", "contacted"] }, ["status: New → Contacted"]],
    [{ assignee: { from: null, to: { id: 3, name: "Asha" } } }, ["assignee: nobody → Asha"]],
    [{ note: "Called back" }, ["note: Called back"]],
    [null, []],
    ["text", []],
  ])("%j", (changes, lines) => {
    expect(describeChanges(changes, labels)).toEqual(lines);
  });
});

describe("assigneeChoices", () => {
  const account = (id: number, username: string, displayName: string | null, isActive = true) => ({
    id,
    username,
    displayName,
    isActive,
  });

  it("offers the active accounts by name", () => {
    const accounts = [
      account(1, "zoya", null),
      account(2, "arun", "Arun K"),
      account(3, "old", null, false),
    ];
    expect(assigneeChoices(accounts, null)).toEqual([
      { id: 2, name: "Arun K" },
      { id: 1, name: "zoya" },
    ]);
  });

  it("keeps the current assignee even when not offered otherwise", () => {
    expect(assigneeChoices([account(1, "me", null)], { id: 9, name: "Former colleague" })).toEqual([
      { id: 9, name: "Former colleague" },
      { id: 1, name: "me" },
    ]);
  });
});
