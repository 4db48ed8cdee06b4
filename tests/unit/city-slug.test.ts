import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { citySlugs } from "../../src/lib/locations/city-slug.ts";

const slugsOf = (cities: { id: number; name: string; state: string }[]) => [
  ...citySlugs(cities).values(),
];

describe("citySlugs", () => {
  it.each([
    [
      "a name held once keeps its own slug",
      [{ id: 1, name: "Pune", state: "Maharashtra" }],
      ["pune"],
    ],
    [
      "the document 2 §5 rule applies to the name",
      [{ id: 1, name: "  Sri  Ganganagar (Rural) ", state: "Rajasthan" }],
      ["sri-ganganagar-rural"],
    ],
    [
      "a name two states hold gets each state's slug appended",
      [
        { id: 1, name: "Aurangabad", state: "Maharashtra" },
        { id: 2, name: "Aurangabad", state: "Bihar" },
        { id: 3, name: "Pune", state: "Maharashtra" },
      ],
      ["aurangabad-maharashtra", "aurangabad-bihar", "pune"],
    ],
    [
      "names differing only in case or accents count as the same name",
      [
        { id: 1, name: "Dwarka", state: "Gujarat" },
        { id: 2, name: "DWĀRKA", state: "Delhi" },
      ],
      ["dwarka-gujarat", "dwarka-delhi"],
    ],
    [
      "a name held twice in one state gets the city id appended as well",
      [
        { id: 7, name: "Rampur", state: "Uttar Pradesh" },
        { id: 9, name: "Rampur", state: "Uttar Pradesh" },
        { id: 11, name: "Rampur", state: "Himachal Pradesh" },
      ],
      ["rampur-uttar-pradesh-7", "rampur-uttar-pradesh-9", "rampur-himachal-pradesh"],
    ],
    [
      "a name that slugs to nothing becomes city-{id}",
      [{ id: 77, name: "दिल्ली", state: "Delhi" }],
      ["city-77"],
    ],
  ])("%s", (_rule, cities, expected) => {
    expect(slugsOf(cities)).toEqual(expected);
  });

  it("does not depend on the order of the data", () => {
    const cities = [
      { id: 1, name: "Aurangabad", state: "Maharashtra" },
      { id: 2, name: "Pune", state: "Maharashtra" },
      { id: 3, name: "Aurangabad", state: "Bihar" },
    ];
    const forward = citySlugs(cities);
    const backward = citySlugs([...cities].reverse());
    expect([...backward].sort()).toEqual([...forward].sort());
  });

  it("gives every city of the demo geography a distinct slug", () => {
    const read = (file: string) =>
      JSON.parse(readFileSync(`scripts/seed-data/geo/${file}`, "utf8")) as Record<
        string,
        unknown
      >[];
    const states = new Map(read("states.json").map((s) => [s.id as number, s.name as string]));
    const cities = read("cities.json").map((c) => ({
      id: c.id as number,
      name: c.name as string,
      state: states.get(c.state_id as number) ?? "",
    }));
    const slugs = citySlugs(cities);
    expect(new Set(slugs.values()).size).toBe(cities.length);
    for (const slug of slugs.values()) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugs.get(18)).toBe("new-delhi");
  });
});
