// The hand-written checks of JSON the browser reads (src/lib/response-checks.ts): what passes, what
// is dropped, and the message naming where a value went wrong.
import { describe, expect, it } from "vitest";
import {
  ResponseShapeError,
  arrayOf,
  boolean,
  nullable,
  nullish,
  number,
  object,
  oneOf,
  optional,
  readOrNull,
  recordOf,
  string,
  unknown,
  type Check,
} from "../../src/lib/response-checks.ts";

const checkItem = object({
  id: number,
  name: string,
  kind: oneOf(["a", "b"]),
  live: boolean,
  note: nullable(string),
  extra: optional(string),
  maybe: nullish(number),
});
const checkList = object({ items: arrayOf(checkItem) });

const ITEM = { id: 1, name: "One", kind: "a", live: true, note: null };

describe("checks that pass", () => {
  it.each<[string, Check<unknown>, unknown, unknown]>([
    ["a string", string, "text", "text"],
    ["an empty string", string, "", ""],
    ["a number", number, 0, 0],
    ["a boolean", boolean, false, false],
    ["one of the listed strings", oneOf(["x", "y"]), "y", "y"],
    ["null where nullable", nullable(number), null, null],
    ["an absent optional value", optional(number), undefined, undefined],
    ["null where nullish", nullish(number), null, null],
    ["an empty list", arrayOf(number), [], []],
    ["an object with its optional keys left out", checkItem, ITEM, ITEM],
    [
      "an object with every key",
      checkItem,
      { ...ITEM, extra: "x", maybe: 2 },
      { ...ITEM, extra: "x", maybe: 2 },
    ],
  ])("%s", (_, check, value, expected) => {
    expect(check(value)).toEqual(expected);
  });

  it("drops the keys an object does not declare, at every depth", () => {
    const read = checkList({ items: [{ ...ITEM, secret: "x" }], total: 1 });
    expect(read).toEqual({ items: [ITEM] });
    expect(Object.keys(read.items[0]!)).toEqual(["id", "name", "kind", "live", "note"]);
  });
});

describe("checks that fail", () => {
  it.each<[string, Check<unknown>, unknown, string]>([
    ["a number as a string", string, 1, "answer should be a string"],
    ["a numeric string as a number", number, "1", "answer should be a number"],
    ["NaN as a number", number, Number.NaN, "answer should be a number"],
    ["a string as a boolean", boolean, "true", "answer should be a boolean"],
    ["an unlisted string", oneOf(["x", "y"]), "z", "answer should be one of x, y"],
    ["null where only optional", optional(number), null, "answer should be a number"],
    ["an object as a list", arrayOf(number), {}, "answer should be a list"],
    ["a list as an object", checkItem, [], "answer should be an object"],
    ["null as an object", checkItem, null, "answer should be an object"],
    [
      "a missing required key",
      checkItem,
      { ...ITEM, name: undefined },
      "answer.name should be a string",
    ],
    [
      "a bad item deep in a list",
      checkList,
      { items: [ITEM, { ...ITEM, kind: "c" }] },
      "answer.items[1].kind should be one of a, b",
    ],
  ])("%s", (_, check, value, message) => {
    expect(() => check(value)).toThrow(ResponseShapeError);
    expect(() => check(value)).toThrow(message);
  });
});

describe("readOrNull", () => {
  it("gives the checked value, or null where the value does not pass", () => {
    expect(readOrNull(checkItem, ITEM)).toEqual(ITEM);
    expect(readOrNull(checkItem, "garbage")).toBeNull();
  });

  it("lets other errors through", () => {
    const broken: Check<never> = () => {
      throw new RangeError("a bug, not a bad answer");
    };
    expect(() => readOrNull(broken, 1)).toThrow(RangeError);
  });
});

describe("recordOf and unknown", () => {
  const content = recordOf(nullish(string));

  it("reads a map whose every value passes, and keeps anything as it is", () => {
    expect(content({ banner_title: "Barcode printers in Pune", hero_title: null })).toEqual({
      banner_title: "Barcode printers in Pune",
      hero_title: null,
    });
    expect(content({})).toEqual({});
    const tags = ["zebra", { odd: true }];
    expect(unknown(tags)).toBe(tags);
  });

  it("names the key whose value does not pass", () => {
    expect(() => content({ banner_title: 42 }, "content")).toThrow(
      "content.banner_title should be a string",
    );
    expect(() => content(["a"], "content")).toThrow("content should be an object");
  });
});
