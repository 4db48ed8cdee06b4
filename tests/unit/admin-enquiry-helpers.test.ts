import { describe, expect, it } from "vitest";
import { assigneeChoices } from "../../src/islands/admin/enquiries/assignees.ts";
import { changedFields } from "../../src/islands/admin/enquiries/enquiry-changes.ts";
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
  const wording = {
    labels: { status: "Status", assignee_id: "Assigned to", note: "Note" },
    values: {
      status: (value: unknown) => ({ new: "New", contacted: "Contacted" })[value as "new"],
      assignee_id: (value: unknown) => (value === 3 ? "Asha" : undefined),
    },
  };
  it.each([
    [{ status: { from: "new", to: "contacted" } }, ["Status: New → Contacted"]],
    [{ assignee_id: { from: null, to: 3 } }, ["Assigned to: Asha"]],
    [{ assignee_id: { from: 3, to: null } }, ["Assigned to: Asha → nobody"]],
    [{ assignee_id: { from: 3, to: 9 } }, ["Assigned to: Asha → 9"]],
    [{ note: { from: null, to: "Called back" } }, ["Note: Called back"]],
    [
      { status: { from: "contacted", to: "new" }, assignee_id: { from: null, to: 3 } },
      ["Status: Contacted → New", "Assigned to: Asha"],
    ],
    [{ other: "plain" }, ["other: plain"]],
    [null, []],
    ["text", []],
    [[1, 2], []],
  ])("%j", (changes, lines) => {
    expect(describeChanges(changes, wording)).toEqual(lines);
  });
});

describe("assigneeChoices", () => {
  it("offers the listed staff by name", () => {
    const listed = [
      { id: 1, name: "zoya" },
      { id: 2, name: "Arun K" },
    ];
    expect(assigneeChoices(listed, { id: 2, name: "Arun K" })).toEqual([
      { id: 2, name: "Arun K" },
      { id: 1, name: "zoya" },
    ]);
  });

  it("keeps the current assignee even when no longer listed", () => {
    expect(assigneeChoices([{ id: 1, name: "me" }], { id: 9, name: "Former colleague" })).toEqual([
      { id: 9, name: "Former colleague" },
      { id: 1, name: "me" },
    ]);
  });
});

describe("changedFields", () => {
  const loaded = { status: "new" as const, assignee: "4" };
  it.each([
    [{ status: "new" as const, assignee: "4" }, {}],
    [{ status: "contacted" as const, assignee: "4" }, { status: "contacted" }],
    [{ status: "new" as const, assignee: "7" }, { assigneeId: 7 }],
    [{ status: "new" as const, assignee: "" }, { assigneeId: null }],
    [
      { status: "won" as const, assignee: "" },
      { status: "won", assigneeId: null },
    ],
  ])("%j sends %j", (chosen, changes) => {
    expect(changedFields(loaded, chosen)).toEqual(changes);
  });
});
