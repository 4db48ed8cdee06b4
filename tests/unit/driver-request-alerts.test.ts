// The download request's failure alert as document 2 §8 words it.
import { describe, expect, it } from "vitest";
import { failureAlert } from "../../src/islands/drivers/send-download-request.ts";

describe("failureAlert", () => {
  it.each([
    [{ error: { code: "x", message: "Driver not found" } }, "Not Found", "Error: Driver not found"],
    [{ error: "Receipt missing" }, "Bad Request", "Error: Receipt missing"],
    [{ message: "Try later" }, "Service Unavailable", "Error: Try later"],
    [{}, "Internal Server Error", "Error: Internal Server Error"],
    [null, "", "Error: Failed to process download request"],
  ])("%j with status text %j → %j", (body, statusText, expected) => {
    expect(failureAlert(body, statusText)).toBe(expected);
  });
});
