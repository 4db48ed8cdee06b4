// The search report: the results page counts each search by its words only (POST
// /api/search-report), and staff read the week's top searches and those that found nothing
// (GET /api/admin/search-report); a query that finds products again leaves the second list.
import { beforeAll, describe, expect, it } from "vitest";
import admin from "../../netlify/functions/admin.mts";
import searchReport from "../../netlify/functions/search-report.mts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { send, signedInStaff } from "../support/staff.ts";

const db = usePrivateDatabase({ demoData: false });
let staff: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  staff = await signedInStaff(db());
});

const count = (json: unknown, options: { origin?: string | null } = {}) =>
  send(searchReport, "/api/search-report", { method: "POST", json, ...options });

const report = async () => {
  const { status, body } = await send(admin, "/api/admin/search-report", { cookie: staff.cookie });
  expect(status).toBe(200);
  return body as {
    days: number;
    top: { query: string; searches: number }[];
    foundNothing: { query: string; searches: number }[];
  };
};

describe("the search report", () => {
  it("counts searches by their words, folded, and lists the most searched first", async () => {
    for (const query of ["Zebra printer", "  zebra   PRINTER ", "Zébra printer!", "ds2208"]) {
      expect((await count({ query, found: 3 })).status).toBe(204);
    }
    const { days, top } = await report();
    expect(days).toBe(7);
    expect(top.slice(0, 2)).toEqual([
      { query: "zebra printer", searches: 3 },
      { query: "ds2208", searches: 1 },
    ]);
    const stored = await db()`select * from search_counts`;
    expect(Object.keys(stored[0]!).sort()).toEqual(
      ["day", "found_nothing", "last_found", "query", "searches"].sort(),
    );
  });

  it("lists a query whose latest search found nothing, until it finds products", async () => {
    await count({ query: "wireless gun", found: 0 });
    await count({ query: "Wireless gun", found: 0 });
    expect((await report()).foundNothing).toContainEqual({ query: "wireless gun", searches: 2 });
    await count({ query: "wireless gun", found: 4 });
    expect((await report()).foundNothing.map((line) => line.query)).not.toContain("wireless gun");
  });

  it.each([
    [{ query: "", found: 1 }, "query"],
    [{ query: "!!!", found: 1 }, "query"],
    [{ query: "zebra", found: -1 }, "found"],
    [{ query: "zebra", found: "3" }, "found"],
    [{ found: 3 }, "query"],
  ])("refuses %j naming the field", async (json, field) => {
    const { status, body } = await count(json);
    expect(status).toBe(400);
    expect(body.error.fields).toHaveProperty(field);
  });

  it("refuses a count from another site", async () => {
    const { status } = await count(
      { query: "zebra", found: 1 },
      { origin: "https://evil.example" },
    );
    expect(status).toBe(403);
  });

  it("keeps the report for staff only", async () => {
    expect((await send(admin, "/api/admin/search-report")).status).toBe(401);
  });
});
