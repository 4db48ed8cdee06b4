import { describe, expect, it } from "vitest";
import { parseSalaryRange } from "../../src/lib/jobs/salary-range.ts";

describe("parseSalaryRange", () => {
  it.each([
    ["₹3,00,000 – ₹4,80,000 per year", { min: 300000, max: 480000, unit: "YEAR" }],
    ["₹15,000 – ₹20,000 per month plus incentives", { min: 15000, max: 20000, unit: "MONTH" }],
    ["₹1,10,000 – ₹1,40,000 per month", { min: 110000, max: 140000, unit: "MONTH" }],
    ["3 - 5 LPA", { min: 300000, max: 500000, unit: "YEAR" }],
    ["Rs. 4.5 lakh to 6 lakh per annum", { min: 450000, max: 600000, unit: "YEAR" }],
    ["₹25k/month", { min: 25000, unit: "MONTH" }],
    ["₹500 per hour", { min: 500, unit: "HOUR" }],
    ["₹6,00,000 – ₹4,00,000 yearly", { min: 400000, max: 600000, unit: "YEAR" }],
  ])("reads %j", (text, expected) => {
    expect(parseSalaryRange(text)).toEqual(expected);
  });

  it.each([null, "", "Competitive", "₹3,00,000 – ₹4,80,000", "Best in industry per year"])(
    "gives null for %j (no amount or no period)",
    (text) => expect(parseSalaryRange(text)).toBeNull(),
  );
});
