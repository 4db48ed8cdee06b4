// Checks of the JSON the browser reads (API answers, localStorage), written by hand so the islands
// every page loads carry a few hundred bytes instead of zod's core (docs/decisions/
// 0071-code-loading.md). A check returns the value in the declared shape (an object keeps only
// its declared keys) or throws ResponseShapeError naming where the value went wrong. Request bodies
// and anything the server reads keep zod.

/** A value read from JSON did not have the expected shape. */
export class ResponseShapeError extends TypeError {
  override name = "ResponseShapeError";
}

/** Reads an unknown value as a T, or throws ResponseShapeError; `at` names the place read. */
export type Check<T> = (value: unknown, at?: string) => T;

/** The type a check returns (as z.infer). */
export type Checked<C> = C extends Check<infer T> ? T : never;

function fail(at: string, expected: string): never {
  throw new ResponseShapeError(`Unexpected answer: ${at} should be ${expected}`);
}

function typed<T>(expected: string, is: (value: unknown) => boolean): Check<T> {
  return (value, at = "answer") => (is(value) ? (value as T) : fail(at, expected));
}

/** True for a plain object (not null, not an array). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A string. */
export const string: Check<string> = typed("a string", (value) => typeof value === "string");
/** A finite number. */
export const number: Check<number> = typed("a number", Number.isFinite);
/** true or false. */
export const boolean: Check<boolean> = typed("a boolean", (value) => typeof value === "boolean");

/** One of the given strings. */
export function oneOf<const T extends string>(values: readonly T[]): Check<T> {
  return typed(`one of ${values.join(", ")}`, (value) => values.includes(value as T));
}

/** Any value, kept as it is (read further where it is used). */
export const unknown: Check<unknown> = (value) => value;

/** The check, or null. */
export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value, at) => (value === null ? null : check(value, at));
}

/** The check, or absent (undefined). */
export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value, at) => (value === undefined ? undefined : check(value, at));
}

/** The check, null or absent. */
export function nullish<T>(check: Check<T>): Check<T | null | undefined> {
  return optional(nullable(check));
}

/** An array whose every item passes the check. */
export function arrayOf<T>(check: Check<T>): Check<T[]> {
  return (value, at = "answer") =>
    Array.isArray(value)
      ? value.map((item, index) => check(item, `${at}[${index}]`))
      : fail(at, "a list");
}

/** An object used as a map: every value passes the check. */
export function recordOf<T>(check: Check<T>): Check<Record<string, T>> {
  return (value, at = "answer") => {
    if (!isRecord(value)) return fail(at, "an object");
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, check(item, `${at}.${key}`)]),
    );
  };
}

type Shape = Record<string, Check<unknown>>;
// Keys whose check allows undefined may be absent, as zod's optional keys.
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: undefined extends Checked<S[K]> ? K : never;
}[keyof S];
type ObjectOf<S extends Shape> = {
  [K in Exclude<keyof S, OptionalKeys<S>>]: Checked<S[K]>;
} & { [K in OptionalKeys<S>]?: Checked<S[K]> };
type Flat<T> = { [K in keyof T]: T[K] };

/** An object with the declared keys, each passing its check; other keys are dropped. */
export function object<S extends Shape>(shape: S): Check<Flat<ObjectOf<S>>> {
  return (value, at = "answer") => {
    if (!isRecord(value)) return fail(at, "an object");
    const result: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      const read = check(value[key], `${at}.${key}`);
      if (read !== undefined || key in value) result[key] = read;
    }
    return result as Flat<ObjectOf<S>>;
  };
}

/** The check's result, or null where the value does not pass (zod's safeParse). */
export function readOrNull<T>(check: Check<T>, value: unknown): T | null {
  try {
    return check(value);
  } catch (error) {
    if (error instanceof ResponseShapeError) return null;
    throw error;
  }
}
