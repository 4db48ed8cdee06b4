// Request text must be UTF-8 (src/server/http/utf8-text.ts).
import { describe, expect, it } from "vitest";
import { HttpError } from "../../src/server/http/errors.ts";
import {
  decodeUtf8,
  INVALID_UTF8_MESSAGE,
  refuseInvalidFormText,
} from "../../src/server/http/utf8-text.ts";

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof HttpError ? { ...error, message: error.message } : error;
  }
  return null;
};

describe("decodeUtf8", () => {
  it("decodes UTF-8, non-ASCII included", () => {
    expect(decodeUtf8(new TextEncoder().encode("रवि ₹"))).toBe("रवि ₹");
  });

  it.each([
    ["FF FE", [0xff, 0xfe]],
    ["a cut sequence", [0xe0, 0xa4]],
    ["an overlong slash", [0xc0, 0xaf]],
    ["a lone surrogate", [0xed, 0xa0, 0x80]],
  ])("refuses %s with 400 invalid_encoding", (_what, bytes) => {
    expect(refusal(() => decodeUtf8(Uint8Array.from(bytes)))).toMatchObject({
      status: 400,
      code: "invalid_encoding",
      message: INVALID_UTF8_MESSAGE,
    });
  });
});

describe("refuseInvalidFormText", () => {
  const form = (entries: [string, string | File][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };

  it("takes text and files named in UTF-8", () => {
    expect(
      refusal(() =>
        refuseInvalidFormText(
          form([
            ["name", "रवि"],
            ["f", new File([], "बिल.pdf")],
          ]),
        ),
      ),
    ).toBeNull();
  });

  // U+FFFD is what the form parser leaves of bytes that were not UTF-8; sent as itself it is
  // refused as well (no one types it).
  it.each<[string, [string, string | File][], string]>([
    ["a text value", [["name", "Ravi \uFFFD\uFFFD"]], "name"],
    ["a field's name", [["na\uFFFDme", "Ravi"]], "na\uFFFDme"],
    ["a file's name", [["receipt", new File([], "bill\uFFFD.pdf")]], "receipt"],
  ])("refuses U+FFFD in %s, naming the field", (_where, entries, field) => {
    expect(refusal(() => refuseInvalidFormText(form(entries)))).toMatchObject({
      status: 400,
      code: "invalid_encoding",
      fields: { [field]: INVALID_UTF8_MESSAGE },
    });
  });
});
