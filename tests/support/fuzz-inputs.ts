// The malformed input the API fuzz test (tests/api/fuzz.test.ts) sends: hostile path segments,
// query strings, field values, files and raw bodies. Pure data and builders, no requests.
import { readdirSync } from "node:fs";
import { sep } from "node:path";
import { fileURLToPath } from "node:url";
import { PDF, PNG } from "./staff.ts";

const LONG = "x".repeat(300);

/** Path parameter values, already URL-encoded: wrong types, injection, traversal, odd bytes. */
export const PARAM_VALUES = [
  "1",
  "0",
  "-1",
  "1.5",
  "1e3",
  "0x1F",
  "99999999999999999999",
  "9".repeat(400),
  "NaN",
  "null",
  "zebra",
  "a".repeat(3000),
  "%27%20OR%20%271%27%3D%271",
  "1%3B%20DROP%20TABLE%20products%3B--",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "..%2F..%2F..%2Fetc%2Fpasswd",
  "..%252F..%252Fetc%252Fpasswd",
  "%2e%2e",
  "..%5C..%5Cwindows%5Cwin.ini",
  "%00",
  "a%00b",
  "%01%1F%7F",
  "%E0%A4",
  "%C0%AF",
  "%FF",
  "%F0%9F%98%80",
  "%E0%A4%AC%E0%A4%BE%E0%A4%B0",
  "%E2%80%AEtxt",
  "%20",
  "%25",
  "%5F%25",
  "*",
  "%22%7B%7D",
] as const;

/** Hostile text: empty, blank, markup, SQL, control characters, scripts of every kind, long. */
export const HOSTILE_TEXT = [
  "",
  "   ",
  "\t\r\n",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "' OR '1'='1",
  "'; DROP TABLE products; --",
  "1; select pg_sleep(1) --",
  "%_\\",
  "\u0000",
  "a\u0000b",
  "\u0001\u0002\u001b[31m\u007f",
  "\u202eevil\u202c",
  "\ufeff",
  "\ud800",
  "😀".repeat(40),
  "बारकोड प्रिंटर",
  "ورود",
  "Z̸̢̛a̷l̶g̵o̴",
  "../../../etc/passwd",
  "${7*7}{{7*7}}",
  "__proto__",
  LONG,
  "9".repeat(400),
  "-1",
  "0",
  "1e309",
  "NaN",
  "0x1F",
  "true",
  "null",
  "a@b",
] as const;

/** Values of the wrong JSON type, and objects that try to reach prototypes or operators. */
export const HOSTILE_JSON: unknown[] = [
  0,
  -1,
  1.5,
  2 ** 53 + 1,
  true,
  false,
  null,
  [],
  {},
  ["x"],
  [1, 2],
  { $gt: "" },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { toString: "x" },
];

/** A few values per field, for the field-by-field cases (all of HOSTILE_TEXT goes to every field). */
export const FIELD_MUTATIONS: unknown[] = [
  undefined,
  "",
  "   ",
  "<script>alert(1)</script>",
  "'; DROP TABLE products; --",
  "\u0000",
  "\ud800",
  "😀",
  "x".repeat(20_000),
  "-1",
  "1e309",
  0,
  true,
  null,
  [],
  { $gt: "" },
];

// The shape of a zod object, classic or mini, through pipes and transforms.
function shapeKeys(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
  if (!def) return [];
  if (def.shape && typeof def.shape === "object") return Object.keys(def.shape);
  return def.in ? shapeKeys(def.in) : [];
}

// The query values some handlers read without a schema (the signed links' token).
const UNSCHEMED_NAMES = ["token"];

/**
 * Every field name of every zod object schema exported by src/lib and src/server (forms, queries,
 * path parameters), and the names handlers read without one.
 */
export async function knownFieldNames(): Promise<string[]> {
  const names = new Set<string>(UNSCHEMED_NAMES);
  for (const folder of ["lib", "server"]) {
    const dir = fileURLToPath(new URL(`../../src/${folder}/`, import.meta.url));
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" });
    // src/astro-engine holds the build's Astro integrations: they read no request and load
    // modules only a build provides (astro:react:opts).
    const modules = files.filter(
      (name) => /(?<!\.test)\.ts$/.test(name) && !name.startsWith(`build${sep}`),
    );
    for (const file of modules) {
      const module = (await import(`${dir}${file}`)) as Record<string, unknown>;
      for (const value of Object.values(module)) for (const key of shapeKeys(value)) names.add(key);
    }
  }
  return [...names].sort();
}

/** Whether a field name is a file input. */
export const isFileField = (name: string) =>
  /image|logo|pdf|receipt|resume|photo|attachment|upload|^file$/i.test(name);

/** A value that would pass for a field of this name, so the cases reach past the other fields. */
export function plausibleValue(name: string): string {
  const rules: [RegExp, string][] = [
    [/email/i, "fuzz@example.com"],
    [/mobile|phone/i, "9876543210"],
    [/password/i, "fuzz-password-0123"],
    [/^(is|remove|featured|remember)/i, "true"],
    [/website|url/i, "https://www.example.com"],
    [/role/i, "staff"],
    [/status/i, "active"],
    [/^(id|version|page|limit|category|subcategory|brand)$|_id$|Id$/, "1"],
    [/username/i, "fuzz-user"],
  ];
  return rules.find(([pattern]) => pattern.test(name))?.[1] ?? "Fuzz text value";
}

/**
 * Query strings: every known name set to one hostile value at once, each name alone set to NUL,
 * SQL or a huge number, and malformed ones.
 */
export function queryVariants(names: readonly string[]): string[] {
  const all = (value: string) =>
    "?" + names.map((name) => `${name}=${encodeURIComponent(value)}`).join("&");
  const values = HOSTILE_TEXT.filter((text) => !/[\ud800-\udfff]/.test(text));
  const one = names.flatMap((name) =>
    ["\u0000", "%_' OR 1=1 --", "9".repeat(400)].map((v) => `?${name}=${encodeURIComponent(v)}`),
  );
  return [
    ...values.map(all),
    ...one,
    "?page=1&page=2&limit=1&limit=2",
    "?limit[]=1&page[x]=2",
    "?%E0%A4=%E0%A4&q=%",
    "?=&&&=",
    `?q=${"x".repeat(10_000)}`,
  ];
}

/** Files a form may carry: a real image and PDF, and ones that lie about what they are. */
export const FILE_VARIANTS: { label: string; bytes: Uint8Array | string; name: string }[] = [
  { label: "a PNG", bytes: PNG, name: "photo.png" },
  { label: "a PDF", bytes: PDF, name: "sheet.pdf" },
  { label: "a script named .png", bytes: "#!/bin/sh\nrm -rf /\n", name: "photo.png" },
  { label: "HTML named .pdf", bytes: "<html><script>alert(1)</script>", name: "a.pdf" },
  { label: "an empty file", bytes: new Uint8Array(), name: "empty.png" },
  { label: "a path as its name", bytes: PNG, name: "../../../etc/passwd.png" },
  { label: "a hostile name", bytes: PNG, name: "<script>\u0000\u202e.png" },
  { label: "a 3 MB image", bytes: new Uint8Array(3 * 1024 * 1024).fill(7), name: "big.png" },
];

/** A raw request body: its label, content type (none when null) and bytes. */
export interface RawBody {
  label: string;
  contentType: string | null;
  body: string | Uint8Array;
}

const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

/** Bodies that are not what any endpoint takes: malformed JSON, wrong types, oversized. */
export const RAW_BODIES: RawBody[] = [
  { label: "no body", contentType: null, body: "" },
  { label: "empty JSON", contentType: "application/json", body: "" },
  { label: "truncated JSON", contentType: "application/json", body: '{"name":' },
  { label: "a lone brace", contentType: "application/json", body: "{" },
  { label: "JSON null", contentType: "application/json", body: "null" },
  { label: "a JSON array", contentType: "application/json", body: "[1,2]" },
  { label: "a JSON number", contentType: "application/json", body: "1e309" },
  { label: "a JSON string", contentType: "application/json", body: '"text"' },
  { label: "single quotes", contentType: "application/json", body: "{'a':1}" },
  { label: "a BOM before JSON", contentType: "application/json", body: "\ufeff{}" },
  { label: "deep nesting", contentType: "application/json", body: nested(5000) },
  {
    label: "invalid UTF-8",
    contentType: "application/json",
    body: Uint8Array.of(123, 255, 254, 125),
  },
  { label: "UTF-16 declared", contentType: "application/json; charset=utf-16", body: "{}" },
  { label: "JSON as text/plain", contentType: "text/plain", body: '{"name":"x"}' },
  { label: "a urlencoded form", contentType: "application/x-www-form-urlencoded", body: "a=1&b=2" },
  { label: "XML", contentType: "application/xml", body: '<?xml version="1.0"?><a/>' },
  { label: "multipart without boundary", contentType: "multipart/form-data", body: "x" },
  {
    label: "multipart with a wrong boundary",
    contentType: "multipart/form-data; boundary=nope",
    body: '--other\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--other--',
  },
  {
    label: "multipart cut off",
    contentType: "multipart/form-data; boundary=b",
    body: '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc',
  },
  {
    label: "a JSON body of 17 KB",
    contentType: "application/json",
    body: `{"name":"${LONG.repeat(58)}"}`,
  },
  {
    label: "a body of 7 MB",
    contentType: "multipart/form-data; boundary=b",
    body: new Uint8Array(7 * 1024 * 1024).fill(65),
  },
  { label: "a content type of garbage", contentType: "\u00ff; ;=;", body: "{}" },
];
