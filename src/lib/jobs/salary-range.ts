// Reads a job's free-text salary range ("₹3,00,000 – ₹4,80,000 per year", "3-5 LPA") into numbers
// for structured data. Text it cannot read with certainty gives null, and the posting omits salary.

/** The pay period schema.org's QuantitativeValue names in unitText. */
export type SalaryUnit = "HOUR" | "DAY" | "WEEK" | "MONTH" | "YEAR";

/** A salary range in rupees per `unit`; `max` is absent for a single amount. */
export interface SalaryRange {
  min: number;
  max?: number | undefined;
  unit: SalaryUnit;
}

// Checked in order: "per annum" must not be read as "per … an…" of another unit.
const UNITS: readonly (readonly [RegExp, SalaryUnit])[] = [
  [
    /\b(per\s+(year|annum)|yearly|annual(ly)?|p\.?\s?a\.?|lpa|ctc)\b|\/\s*(yr|year|annum)\b/i,
    "YEAR",
  ],
  [/\b(per\s+month|monthly)\b|\/\s*(mo|month)\b/i, "MONTH"],
  [/\b(per\s+week|weekly)\b|\/\s*(wk|week)\b/i, "WEEK"],
  [/\b(per\s+day|daily)\b|\/\s*day\b/i, "DAY"],
  [/\b(per\s+hour|hourly)\b|\/\s*(hr|hour)\b/i, "HOUR"],
];

// Indian amounts: commas anywhere (3,00,000), an optional decimal, then lakh/crore/thousand words.
const AMOUNT = /(\d[\d,]*(?:\.\d+)?)\s*(lakhs?|lacs?|lpa|l|crores?|cr|k|thousand)?\b/gi;

const MULTIPLIERS: Readonly<Record<string, number>> = {
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  lpa: 1e5,
  l: 1e5,
  crore: 1e7,
  crores: 1e7,
  cr: 1e7,
  k: 1e3,
  thousand: 1e3,
};

interface Amount {
  value: number;
  multiplier: number | undefined;
}

function amounts(text: string): Amount[] {
  const found: Amount[] = [];
  for (const [, digits, word] of text.matchAll(AMOUNT)) {
    const value = Number(digits!.replace(/,/g, ""));
    if (!Number.isFinite(value) || value <= 0) continue;
    found.push({ value, multiplier: word ? MULTIPLIERS[word.toLowerCase()] : undefined });
  }
  return found;
}

/** The range a salary text states, or null when it names no amount or no pay period. */
export function parseSalaryRange(text: string | null | undefined): SalaryRange | null {
  if (!text) return null;
  const unit = UNITS.find(([pattern]) => pattern.test(text))?.[1];
  if (!unit) return null;
  const [first, second] = amounts(text);
  if (!first) return null;
  // "3 - 5 lakh": a bare first amount takes the second's multiplier.
  const min = Math.round(first.value * (first.multiplier ?? second?.multiplier ?? 1));
  if (!second) return { min, unit };
  const max = Math.round(second.value * (second.multiplier ?? 1));
  return min <= max ? { min, max, unit } : { min: max, max: min, unit };
}
