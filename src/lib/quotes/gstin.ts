// The GSTIN check (India's 15-character GST identification number): a 2-digit state code, the
// holder's 10-character PAN, an entity number, "Z" and a check character (GSTN's mod-36 scheme).
// Each refusal says which of these is wrong, so a visitor can find a typing mistake.

const GSTIN_CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const GSTIN_LENGTH = 15;
// State code 01-38, PAN (five letters, four digits, a letter), entity 1-9/A-Z, "Z", check character.
const GSTIN_PATTERN = /^(0[1-9]|[12]\d|3[0-8])[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** What a refused GSTIN is told, by what is wrong. */
export const gstinMessages = {
  length: (count: number) =>
    `A GSTIN has 15 characters; this one has ${count}. Please copy it from your GST certificate.`,
  format:
    "This is not how a GSTIN is written: 2 digits of the state code, the 10-character PAN, the entity number, Z and a check character (such as 27AAPFU0939F1ZV).",
  checkCharacter:
    "The last character of the GSTIN (its check digit) does not match the others: please look for a typing mistake.",
} as const;

/** A GSTIN as typed, in the form it is checked and stored: no spaces, capitals. */
export function normalizeGstin(gstin: string): string {
  return gstin.replace(/\s+/g, "").toUpperCase();
}

/** The check character of a GSTIN's first 14 characters (GSTN's mod-36 scheme, Luhn mod N). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    // Weights alternate 1, 2 from the left; a product of 36 or more counts as its two base-36 digits.
    const product = GSTIN_CHARACTERS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

/** What is wrong with a GSTIN (length, format, check digit), or null when it is valid. */
export function gstinProblem(gstin: string): string | null {
  const value = normalizeGstin(gstin);
  if (value.length !== GSTIN_LENGTH) return gstinMessages.length(value.length);
  if (!GSTIN_PATTERN.test(value)) return gstinMessages.format;
  if (gstinCheckCharacter(value) !== value.charAt(14)) return gstinMessages.checkCharacter;
  return null;
}

/** Whether a GSTIN has the right shape and check character (spaces and case are forgiven). */
export function gstinIsValid(gstin: string): boolean {
  return gstinProblem(gstin) === null;
}
