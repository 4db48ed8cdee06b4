// Checks of the few answers the admin's first screens read (the signed-in user, the dashboard, the
// publishing state) without zod, whose ~26 KB gzip would outweigh those screens' own code (issue
// 8). Each reader returns the value typed or throws an ResponseError naming the field at fault.

/** An answer that is not what the API contract says. */
export class ResponseError extends Error {
  override name = "ResponseError";
}

/** Reads a value as a field's type, or throws naming `where` (e.g. "user.id"). */
export type Reader<T> = (value: unknown, where: string) => T;

const fail = (where: string, expected: string): never => {
  throw new ResponseError(`Unexpected answer from the server: ${where} is not ${expected}`);
};

/** A plain object whose fields the caller reads one by one. */
export const object: Reader<Record<string, unknown>> = (value, where) =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : fail(where, "an object");

/** A finite number. */
export const number: Reader<number> = (value, where) =>
  typeof value === "number" && Number.isFinite(value) ? value : fail(where, "a number");

/** A string. */
export const text: Reader<string> = (value, where) =>
  typeof value === "string" ? value : fail(where, "text");

/** true or false. */
export const boolean: Reader<boolean> = (value, where) =>
  typeof value === "boolean" ? value : fail(where, "true or false");

/** `read`, or null for null. */
export const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (value, where) =>
    value === null ? null : read(value, where);

/** Text where null or a missing field reads as "" (what the screens show for "none"). */
export const textOrEmpty: Reader<string> = (value, where) =>
  value === null || value === undefined ? "" : text(value, where);

/** One of the listed words. */
export const oneOf =
  <T extends string>(words: readonly T[]): Reader<T> =>
  (value, where) =>
    words.includes(value as T) ? (value as T) : fail(where, `one of ${words.join(", ")}`);

/** An array whose every item `read` accepts. */
export const listOf =
  <T>(read: Reader<T>): Reader<T[]> =>
  (value, where) =>
    Array.isArray(value)
      ? value.map((item, index) => read(item, `${where}[${index}]`))
      : fail(where, "a list");

/** An object with the listed fields, each read by its reader; other fields are left out. */
export const shape =
  <T extends object>(readers: { [K in keyof T]: Reader<T[K]> }): Reader<T> =>
  (value, where) => {
    const fields = object(value, where);
    const read: Partial<T> = {};
    for (const key of Object.keys(readers) as (keyof T & string)[]) {
      read[key] = readers[key](fields[key], `${where}.${key}`);
    }
    return read as T;
  };
