// The download form's rules (document 2 §5): the spec's messages and the receipt's limits.
import { describe, expect, it } from "vitest";
import {
  driverRequestErrors,
  driverRequestSchema,
  receiptProblem,
} from "../../src/lib/drivers/driver-request.ts";

const GOOD = {
  driverId: "4",
  fullName: " Ravi Kumar ",
  companyName: "Kumar Logistics",
  address: "Sector 18, Gurugram",
  mobileNumber: "98110 45678",
  purpose: "New packing station",
  email: "ravi@example.in",
};

const errorsOf = (values: Record<string, unknown>) => {
  const checked = driverRequestSchema.safeParse(values);
  return checked.success ? {} : driverRequestErrors(checked.error);
};

describe("driverRequestSchema", () => {
  it("accepts a complete request, trimmed, with the driver id as a number", () => {
    const checked = driverRequestSchema.parse(GOOD);
    expect(checked).toMatchObject({ driverId: 4, fullName: "Ravi Kumar" });
  });

  it("gives every required message of the spec for an empty form", () => {
    expect(errorsOf({ driverId: "4" })).toEqual({
      fullName: "Full name is required",
      companyName: "Company name is required",
      address: "Address is required",
      mobileNumber: "Mobile number is required",
      purpose: "Purpose is required",
      email: "Email is required",
    });
  });

  it.each([
    ["fullName", "   ", "Full name is required"],
    ["email", "", "Email is required"],
    ["email", "ravi@example", "Email is invalid"],
    ["email", "ravi kumar@example.in", "Email is invalid"],
    ["mobileNumber", "call me", undefined],
    ["address", "x".repeat(1001), "Please keep this under 1000 characters"],
    ["driverId", "0", "Choose a driver to download"],
    ["driverId", "-1", "Choose a driver to download"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errorsOf({ ...GOOD, [field]: value })).toEqual(message ? { [field]: message } : {});
  });
});

describe("receiptProblem", () => {
  const MB = 1024 * 1024;
  it.each([
    [null, "Purchase receipt/document is required"],
    [{ name: "empty.pdf", size: 0 }, "Purchase receipt/document is required"],
    [{ name: "invoice.PDF", size: 1000 }, null],
    [{ name: "photo.jpeg", size: 10 * MB }, null],
    [{ name: "scan.png", size: 10 * MB + 1 }, "The receipt must be 10MB or smaller"],
    [{ name: "bill.docx", size: 5000 }, null],
    [
      { name: "setup.exe", size: 5000 },
      "The receipt must be a PDF, JPG, JPEG, PNG, DOC or DOCX file",
    ],
    [{ name: "pdf", size: 5000 }, "The receipt must be a PDF, JPG, JPEG, PNG, DOC or DOCX file"],
  ])("%j → %s", (file, expected) => {
    expect(receiptProblem(file)).toBe(expected);
  });
});
