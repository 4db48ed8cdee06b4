// The history on the admin's edit screens in words (ui/History.tsx draws these lines): the
// catalogue and content records' audit entries, and an enquiry's, with its changed fields.
import { describe, expect, it } from "vitest";
import { enquiryHistoryLines } from "../../src/islands/admin/enquiries/enquiry-text.ts";
import { recordHistoryLines } from "../../src/islands/admin/ui/history-lines.ts";

const AT = "2026-03-01T18:30:00.000Z";

describe("recordHistoryLines", () => {
  it.each([
    ["create", "admin", "Created", "admin"],
    ["update", "asha", "Updated", "asha"],
    ["delete", null, "Deleted", "a deleted account"],
    ["restore", undefined, "restore", "a deleted account"],
  ])("%s by %s → %s by %s", (action, actor, words, by) => {
    const [line] = recordHistoryLines([{ action, actor_username: actor, created_at: AT }]);
    expect(line).toMatchObject({ action: words, actor: by, at: AT });
    expect(line!.shownAt).toMatch(/2026/);
    expect(line!.changes).toBeUndefined();
  });
});

describe("enquiryHistoryLines", () => {
  const staff = [{ id: 3, name: "Asha" }];
  const entry = (action: string, changes: unknown, actor: string | null = "admin") => ({
    action,
    actor,
    at: AT,
    changes,
  });

  it.each([
    [entry("create", null, null), "Received", null, []],
    [
      entry("update", { status: { from: "new", to: "won" } }),
      "Updated",
      "admin",
      ["Status: New → Won"],
    ],
    [
      entry("update", { assignee_id: { from: null, to: 3 } }),
      "Updated",
      "admin",
      ["Assigned to: Asha"],
    ],
    [
      entry("update", { note: { from: null, to: "Called" } }),
      "Note added",
      "admin",
      ["Note: Called"],
    ],
    [entry("note", null), "Note added", "admin", []],
    [entry("delete", null), "Deleted", "admin", []],
    [entry("merge", null), "merge", "admin", []],
  ])("%j → %s", (given, action, actor, changes) => {
    expect(enquiryHistoryLines([given], staff)).toEqual([
      { action, actor, at: AT, shownAt: "2 Mar 2026, 12:00 am", changes },
    ]);
  });
});
