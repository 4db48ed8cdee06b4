// /api/admin/city-aliases: staff list, add and remove the other names of cities (Bangalore for
// Bengaluru); the city search finds a city by a name staff added, each write is audited and
// queues no publish request (no page shows aliases).
import { beforeAll, describe, expect, it } from "vitest";
import admin from "../../netlify/functions/admin.mts";
import locations from "../../netlify/functions/locations.mts";
import { call } from "../support/api.ts";
import { usePrivateDatabase } from "../support/private-db.ts";
import { send, signedInStaff } from "../support/staff.ts";

const db = usePrivateDatabase({ demoData: true });
let staff: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  staff = await signedInStaff(db());
});

const NASIK = { cityId: 1767, alias: "Nasik" }; // Nashik, Maharashtra
const firstHit = async (q: string) =>
  ((await call(locations, `/api/locations/search?q=${q}`)).body as { city: object }[])[0]?.city;

describe("/api/admin/city-aliases", () => {
  it("lists the seeded aliases with their cities", async () => {
    const { status, body } = await send(admin, "/api/admin/city-aliases", { cookie: staff.cookie });
    expect(status).toBe(200);
    expect((body as { aliases: object[] }).aliases).toContainEqual({
      id: expect.any(Number),
      alias: "Bangalore",
      city_id: 1530,
      city: "Bengaluru",
      state: "Karnataka",
      country: "India",
    });
  });

  it("adds an alias the city search then finds, audited, with no publish request", async () => {
    expect(await firstHit("Nasik")).not.toMatchObject({ label: "Nashik (Nasik)" });
    const published = await db()`select count(*)::int as n from publish_requests`;
    const { status, body } = await send(admin, "/api/admin/city-aliases", {
      cookie: staff.cookie,
      method: "POST",
      json: NASIK,
    });
    expect(status).toBe(201);
    const { alias } = body as { alias: { id: number; alias: string; city: string } };
    expect(alias).toMatchObject({ alias: "Nasik", city: "Nashik" });
    expect(await firstHit("Nasik")).toMatchObject({ id: 1767, label: "Nashik (Nasik)" });
    const [audit] = await db()`
      select action, actor_username from audit_log
       where entity_type = 'city_alias' and entity_id = ${String(alias.id)}`;
    expect(audit).toEqual({ action: "create", actor_username: staff.user.username });
    expect(await db()`select count(*)::int as n from publish_requests`).toEqual(published);

    const removed = await send(admin, `/api/admin/city-aliases/${alias.id}`, {
      cookie: staff.cookie,
      method: "DELETE",
    });
    expect(removed.status).toBe(200);
    expect(await firstHit("Nasik")).not.toMatchObject({ label: "Nashik (Nasik)" });
    const again = await send(admin, `/api/admin/city-aliases/${alias.id}`, {
      cookie: staff.cookie,
      method: "DELETE",
    });
    expect(again.status).toBe(404);
  });

  it.each([
    [
      "a repeat, whatever its case",
      { cityId: 1530, alias: "BANGALORE" },
      409,
      "This city already has that name",
    ],
    [
      "the city's own name",
      { cityId: 1530, alias: "bengaluru" },
      400,
      "That is the city's own name",
    ],
    ["an unknown city", { cityId: 999999, alias: "Atlantis" }, 400, "City not found"],
    ["no city", { alias: "Atlantis" }, 400, "Choose the city this name belongs to"],
    [
      "a one-letter name",
      { cityId: 1530, alias: " B " },
      400,
      "Enter the other name, 2 to 100 characters",
    ],
  ])("refuses %s with a clear message", async (_case, json, status, message) => {
    const answer = await send(admin, "/api/admin/city-aliases", {
      cookie: staff.cookie,
      method: "POST",
      json,
    });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ error: { message } });
  });
});
