// The admin's zod-free answer checks (the signed-in user, the dashboard, the publishing state):
// what the contract allows passes through typed, anything else fails naming the field.
import { describe, expect, it } from "vitest";
import { ResponseError } from "../../src/islands/admin/response-readers.ts";
import { readStaffUser, readUserResponse } from "../../src/islands/admin/auth/auth-api.ts";
import { readDashboard } from "../../src/islands/admin/dashboard/dashboard-api.ts";
import { readPublishRequests } from "../../src/islands/admin/publishing/publishing.ts";

const user = {
  id: 7,
  username: "priya",
  displayName: null,
  email: "priya@example.com",
  role: "staff",
  isActive: true,
  lastLoginAt: "2026-11-23T04:00:00Z",
};

describe("readStaffUser", () => {
  it("returns the account's fields and drops any others", () => {
    expect(readStaffUser({ ...user, passwordHash: "x" }, "user")).toEqual(user);
  });

  it.each([
    ["a missing id", { ...user, id: undefined }, "user.id is not a number"],
    ["a text id", { ...user, id: "7" }, "user.id is not a number"],
    ["an unknown role", { ...user, role: "owner" }, "user.role is not one of admin, staff"],
    ["a null username", { ...user, username: null }, "user.username is not text"],
    ["isActive as text", { ...user, isActive: "yes" }, "user.isActive is not true or false"],
    ["a list", [user], "user is not an object"],
    ["null", null, "user is not an object"],
  ])("refuses %s", (_case, value, message) => {
    expect(() => readStaffUser(value, "user")).toThrow(ResponseError);
    expect(() => readStaffUser(value, "user")).toThrow(
      `Unexpected answer from the server: ${message}`,
    );
  });

  it("reads the { user } answer of the account calls", () => {
    expect(readUserResponse({ user })).toEqual(user);
    expect(() => readUserResponse({ users: [user] })).toThrow("answer.user is not an object");
  });
});

describe("readDashboard", () => {
  const cards = [{ key: "printers", label: "Printers", count: 12 }];

  it("shows missing or null texts as empty", () => {
    const read = readDashboard(
      {
        cards,
        recentProducts: [{ id: 1, name: "ZT230", short_description: null, price: "9" }],
        recentCategories: [{ id: 2, name: "printers", display_name: "Printers", status: null }],
      },
      "answer",
    );
    expect(read).toEqual({
      cards,
      recentProducts: [{ id: 1, name: "ZT230", short_description: "", status: "" }],
      recentCategories: [
        { id: 2, name: "printers", display_name: "Printers", description: "", status: "" },
      ],
    });
  });

  it("names the item at fault", () => {
    const answer = { cards: [...cards, { key: "x", label: "X", count: "3" }] };
    expect(() => readDashboard(answer, "answer")).toThrow("answer.cards[1].count is not a number");
    expect(() => readDashboard({ cards }, "answer")).toThrow("answer.recentProducts is not a list");
  });
});

describe("readPublishRequests", () => {
  const request = {
    id: 1,
    state: "live",
    reason: 'Product "X" updated',
    requested_by: null,
    failure_reason: null,
    seconds_to_live: 41,
    created_at: "2026-11-23T04:00:00Z",
  };

  it("accepts the four states", () => {
    const states = ["queued", "building", "live", "failed"].map((state) => ({ ...request, state }));
    expect(readPublishRequests({ requests: states }, "answer").requests).toEqual(states);
  });

  it.each([
    ["an unknown state", { ...request, state: "done" }, "state is not one of"],
    ["seconds as text", { ...request, seconds_to_live: "41" }, "seconds_to_live is not a number"],
    ["no creation time", { ...request, created_at: undefined }, "created_at is not text"],
  ])("refuses %s", (_case, value, message) => {
    expect(() => readPublishRequests({ requests: [value] }, "answer")).toThrow(
      `answer.requests[0].${message}`,
    );
  });
});
