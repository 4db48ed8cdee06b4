// The login screen checks without zod: the same messages as loginSchema, which the server applies.
import { describe, expect, it } from "vitest";
import { loginSchema } from "../../src/lib/auth/auth-schemas.ts";
import { loginErrors } from "../../src/islands/admin/auth/login-checks.ts";

const CASES = [
  ["both filled", "e2e-admin", "a password", {}],
  ["both empty", "", "", { username: "Username is required", password: "Password is required" }],
  ["a blank username", "   ", "x", { username: "Username is required" }],
  ["a password of spaces", "priya", "   ", {}],
  ["a username padded to 200", ` ${"u".repeat(200)} `, "x", {}],
  ["a username over 200", "u".repeat(201), "x", { username: "Username is too long" }],
  ["a password of 1000", "priya", "p".repeat(1000), {}],
  ["a password over 1000", "priya", "p".repeat(1001), { password: "Password is too long" }],
] as const;

// The first message loginSchema gives for each field, as the screen used to show them.
function schemaErrors(username: string, password: string): Record<string, string> {
  const checked = loginSchema.safeParse({ username, password });
  const errors: Record<string, string> = {};
  for (const issue of checked.success ? [] : checked.error.issues) {
    errors[String(issue.path[0])] ??= issue.message;
  }
  return errors;
}

describe("loginErrors", () => {
  it.each(CASES)("%s", (_case, username, password, expected) => {
    expect(loginErrors(username, password)).toEqual(expected);
    expect(loginErrors(username, password)).toEqual(schemaErrors(username, password));
  });
});
