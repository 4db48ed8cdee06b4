// The network directory's tree and its search over country, state and city names (document 2 §2.10).
import { describe, expect, it } from "vitest";
import {
  buildNetworkTree,
  filterNetwork,
  type DirectoryRow,
} from "../../src/lib/locations/network-tree.ts";

const row = (
  country: [number, string],
  state: [number, string],
  city: [number, string],
): DirectoryRow => ({
  country_id: country[0],
  country_name: country[1],
  country_code: country[1].slice(0, 2).toUpperCase(),
  state_id: state[0],
  state_name: state[1],
  city_id: city[0],
  city_name: city[1],
  city_slug: city[1].toLowerCase().replace(/ /g, "-"),
});
const INDIA: [number, string] = [101, "India"];
const USA: [number, string] = [237, "United States"];
const ROWS = [
  row(INDIA, [9, "Delhi"], [18, "New Delhi"]),
  row(INDIA, [21, "Maharashtra"], [859, "Mumbai"]),
  row(INDIA, [21, "Maharashtra"], [867, "Pune"]),
  row(INDIA, [32, "Tamil Nadu"], [700, "Kāñchipuram"]),
  row(USA, [38, "New York"], [2, "New York"]),
  row(USA, [37, "Texas"], [1, "Houston"]),
];
const tree = buildNetworkTree(ROWS);
const names = (term: string) => {
  const { countries, opened } = filterNetwork(tree, term);
  return {
    shown: countries.map(
      (c) =>
        `${c.name}: ${c.states.map((s) => `${s.name} (${s.cities.map((x) => x.name).join(", ")})`).join("; ")}`,
    ),
    opened: [...opened].sort(),
  };
};

describe("buildNetworkTree", () => {
  it("groups the rows into countries, states and cities in their order", () => {
    expect(tree.map((c) => [c.name, c.states.map((s) => s.cities.length)])).toEqual([
      ["India", [1, 2, 1]],
      ["United States", [1, 1]],
    ]);
    expect(tree[0]!.states[1]!.cities[1]).toEqual({ id: 867, name: "Pune", slug: "pune" });
  });
});

describe("filterNetwork", () => {
  it("shows everything, nothing opened, for an empty or blank search", () => {
    expect(filterNetwork(tree, "  ").countries).toEqual(tree);
    expect(filterNetwork(tree, "").opened.size).toBe(0);
  });

  it.each([
    [
      "a country name keeps the whole country, closed",
      "united",
      ["United States: New York (New York); Texas (Houston)"],
      [],
    ],
    [
      "a state name keeps all its cities and opens its country",
      "maharashtra",
      ["India: Maharashtra (Mumbai, Pune)"],
      ["country:101"],
    ],
    [
      "a city name opens its state and country",
      "pun",
      ["India: Maharashtra (Pune)"],
      ["country:101", "state:21"],
    ],
    [
      "case and accents are ignored",
      "KANCHI",
      ["India: Tamil Nadu (Kāñchipuram)"],
      ["country:101", "state:32"],
    ],
    [
      "a state and city of one name: the state with all its cities",
      "new york",
      ["United States: New York (New York)"],
      ["country:237"],
    ],
    [
      "matches across countries",
      "new",
      ["India: Delhi (New Delhi)", "United States: New York (New York)"],
      ["country:101", "country:237", "state:9"],
    ],
    ["nothing for a name nowhere", "zanzibar", [], []],
  ])("%s", (_case, term, shown, opened) => {
    expect(names(term)).toEqual({ shown, opened: [...opened].sort() });
  });
});
