// The cases the API fuzz test sends to one endpoint, built from tests/support/fuzz-inputs.ts. A
// write is probed first (an empty JSON object, then an empty form) to learn whether it takes JSON
// or a multipart form and which fields it requires; its cases then start from plausible values
// for those fields and break one thing at a time, so they reach past the first check.
import type { Endpoint } from "./endpoints.ts";
import { pathOf } from "./endpoints.ts";
import {
  FIELD_MUTATIONS,
  FILE_VARIANTS,
  HOSTILE_JSON,
  HOSTILE_TEXT,
  isFileField,
  PARAM_VALUES,
  plausibleValue,
  queryVariants,
  RAW_BODIES,
} from "./fuzz-inputs.ts";
import { PNG } from "./staff.ts";

/** One request: what it is, where it goes and what it carries. */
export interface FuzzCase {
  label: string;
  path: string;
  method: string;
  headers?: Record<string, string>;
  body?: BodyInit;
}

/** Sends a case and answers its status and text (used for the probes). */
export type Probe = (fuzz: FuzzCase) => Promise<{ status: number; text: string }>;

type Fields = Record<string, unknown>;
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

const json = (value: unknown): Pick<FuzzCase, "headers" | "body"> => ({
  headers: { "content-type": "application/json" },
  body: JSON.stringify(value),
});

// A multipart form of `fields` (strings as they are, bytes as a file, other values as JSON text);
// a value that is not an object becomes the one field "body".
function form(fields: unknown): Pick<FuzzCase, "body"> {
  const data = new FormData();
  const entries: [string, unknown][] =
    fields && typeof fields === "object" && !Array.isArray(fields)
      ? Object.entries(fields)
      : [["body", fields]];
  for (const [name, value] of entries) {
    if (value === undefined) continue;
    if (value instanceof Uint8Array) data.set(name, new Blob([value as BlobPart]), "file.png");
    else data.set(name, typeof value === "string" ? value : JSON.stringify(value));
  }
  return { body: data };
}

function setPath(fields: Fields, path: string, value: unknown): Fields {
  const [head, ...rest] = path.split(".");
  const copy: Fields = { ...fields };
  if (rest.length === 0) copy[head!] = value;
  else copy[head!] = setPath((fields[head!] as Fields | undefined) ?? {}, rest.join("."), value);
  return copy;
}

function fieldsOf(text: string): string[] {
  try {
    const fields = (JSON.parse(text) as { error?: { fields?: Fields } }).error?.fields;
    return fields ? Object.keys(fields).filter((key) => key !== "_") : [];
  } catch {
    return [];
  }
}

/** Whether a write takes JSON or a form, and the fields it says are missing. */
async function learn(endpoint: Endpoint, path: string, probe: Probe) {
  const base = { path, method: endpoint.method };
  const asJson = await probe({ label: "probe: {}", ...base, ...json({}) });
  if (asJson.status !== 415) return { multipart: false, required: fieldsOf(asJson.text) };
  const asForm = await probe({ label: "probe: empty form", ...base, ...form({ _: "" }) });
  return { multipart: true, required: fieldsOf(asForm.text) };
}

// A config path's wildcard (":path") takes several segments: a bucket's name and a file's path.
const WILDCARD_PREFIXES = ["", "public/", "private/", "x/../../"];

function pathCases(endpoint: Endpoint): FuzzCase[] {
  if (!endpoint.pattern.includes(":")) return [];
  const prefixes = endpoint.pattern.endsWith("/:path") ? WILDCARD_PREFIXES : [""];
  return prefixes.flatMap((prefix) =>
    PARAM_VALUES.map((value) => ({
      label: `path ${prefix}${value.slice(0, 40)}`,
      path: pathOf(endpoint.pattern, `${prefix}${value}`),
      method: endpoint.method,
      ...(endpoint.method === "GET" ? {} : json({})),
    })),
  );
}

// Each method the route does not declare, once per route (on its first declared method).
function methodCases(endpoint: Endpoint, path: string): FuzzCase[] {
  if (endpoint.declared[0] !== endpoint.method) return [];
  return METHODS.filter((method) => !endpoint.declared.includes(method)).map((method) => ({
    label: `method ${method}`,
    path,
    method,
  }));
}

function readCases(endpoint: Endpoint, path: string, names: readonly string[]): FuzzCase[] {
  const queries = queryVariants(names).map((query) => ({
    label: `query ${query.slice(0, 60)}`,
    path: `${path}${query}`,
    method: endpoint.method,
  }));
  const headers: Record<string, string>[] = [
    { cookie: "staff_session=%E0%A4; staff_session=" + "x".repeat(5000) },
    { origin: "null", referer: "javascript:alert(1)", "x-forwarded-for": "' OR 1=1 --" },
    { accept: "text/html", "accept-language": "\u00ff".repeat(200) },
  ];
  const withHeaders = headers.map((header, i) => ({
    label: `headers ${i}`,
    path,
    method: endpoint.method,
    headers: header,
  }));
  return [...queries, ...withHeaders];
}

function writeCases(
  endpoint: Endpoint,
  path: string,
  names: readonly string[],
  learned: { multipart: boolean; required: string[] },
): FuzzCase[] {
  const encode = learned.multipart ? form : json;
  const at = (label: string, fields: Fields | unknown): FuzzCase => ({
    label,
    path,
    method: endpoint.method,
    ...encode(fields),
  });
  const everyField = (value: unknown) => Object.fromEntries(names.map((name) => [name, value]));
  const plausible: Fields = Object.fromEntries(
    learned.required.map((name) => [name, isFileField(name) ? PNG : plausibleValue(name)]),
  );
  const fileFields = [...new Set([...learned.required, ...names].filter(isFileField))];
  return [
    ...RAW_BODIES.map(({ label, contentType, body }) => ({
      label: `body: ${label}`,
      path,
      method: endpoint.method,
      headers: contentType === null ? {} : { "content-type": contentType },
      body: body as BodyInit,
    })),
    ...HOSTILE_TEXT.map((text) =>
      at(`every field ${JSON.stringify(text).slice(0, 40)}`, everyField(text)),
    ),
    ...HOSTILE_JSON.map((value) => at(`every field ${JSON.stringify(value)}`, everyField(value))),
    ...HOSTILE_JSON.map((value) => at(`the body ${JSON.stringify(value)}`, value)),
    at("plausible fields", plausible),
    at("plausible fields and extra ones", { ...plausible, ...everyField("extra"), admin: true }),
    ...learned.required.flatMap((name) =>
      FIELD_MUTATIONS.map((value) =>
        at(`${name} = ${JSON.stringify(value)?.slice(0, 30)}`, setPath(plausible, name, value)),
      ),
    ),
    ...(learned.multipart
      ? fileFields.flatMap((name) =>
          FILE_VARIANTS.map((file) => {
            const data = form({ ...plausible, [name]: undefined }).body as FormData;
            data.set(name, new Blob([file.bytes as BlobPart]), file.name);
            return { label: `${name}: ${file.label}`, path, method: endpoint.method, body: data };
          }),
        )
      : []),
  ];
}

/** The cases of one endpoint; `probe` sends the probes of a write. */
export async function fuzzCases(
  endpoint: Endpoint,
  names: readonly string[],
  probe: Probe,
): Promise<FuzzCase[]> {
  const path = pathOf(endpoint.pattern, "1");
  // DELETE reads its query (the version) and may take a body: it gets both kinds of cases.
  const reads = endpoint.method === "GET" || endpoint.method === "DELETE";
  const writes = endpoint.method !== "GET";
  return [
    ...pathCases(endpoint),
    ...methodCases(endpoint, path),
    ...(reads ? readCases(endpoint, path, names) : []),
    ...(writes ? writeCases(endpoint, path, names, await learn(endpoint, path, probe)) : []),
  ];
}
