// The driver form's rules (document 3 §2.7, §3, §5), shared by the admin form and POST/PUT
// /api/drivers: name, version, category, operatingSystem and description are required; the file is
// required only when adding, of any type (it is stored privately and only ever downloaded).
// `version` is the driver's own version ("10.6.2"), so the record's edit version is `rowVersion`.
import { z } from "zod";
import { DRIVER_CATEGORIES, DRIVER_OPERATING_SYSTEMS } from "./drivers.ts";
import { optionalText, requiredChoice, requiredText } from "../form-fields.ts";

/** A driver file's limit: within a function's request body together with the text fields. */
export const DRIVER_FILE_MAX_BYTES = 4 * 1024 * 1024;

/** Messages the tests and the form compare against. */
export const driverFormMessages = {
  category: `Category must be one of ${DRIVER_CATEGORIES.join(", ")}`,
  operatingSystem: `Operating system must be one of ${DRIVER_OPERATING_SYSTEMS.join(", ")}`,
  releaseDate: "Release date must be a date such as 2025-01-15",
  rowVersion: "Row version is required: reload the driver and try again",
  file: "File is required",
  fileTooLarge: "File must be 4 MB or smaller",
  formTooLarge: "The form is too large to send: keep the driver file under 4 MB.",
} as const;

// A real calendar date written YYYY-MM-DD (2025-02-30 is refused).
const isCalendarDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

const releaseDate = z
  .string({ error: driverFormMessages.releaseDate })
  .trim()
  // Years 1900 to 2999: a driver released before then is a typing mistake (Postgres has no year 0).
  .regex(/^(19|2\d)\d{2}-\d{2}-\d{2}$/, driverFormMessages.releaseDate)
  .refine(isCalendarDate, driverFormMessages.releaseDate)
  .optional();

const fields = {
  name: requiredText("Name", 200),
  version: requiredText("Version", 100),
  category: requiredChoice(DRIVER_CATEGORIES, "Category", driverFormMessages.category),
  operatingSystem: requiredChoice(
    DRIVER_OPERATING_SYSTEMS,
    "Operating system",
    driverFormMessages.operatingSystem,
  ),
  description: requiredText("Description", 20000),
  compatibility: optionalText("Compatibility", 5000),
  releaseDate,
};

/** POST /api/drivers: a new driver's text fields (its file is checked apart). */
export const driverCreateSchema = z.object(fields);

/** PUT /api/drivers/{id}: the same fields plus the row version the form loaded. */
export const driverUpdateSchema = z.object({
  ...fields,
  rowVersion: z
    .string({ error: driverFormMessages.rowVersion })
    .trim()
    .regex(/^[1-9]\d{0,8}$/, driverFormMessages.rowVersion)
    .transform(Number),
});

/** A driver form's text fields, checked. */
export type DriverForm = z.output<typeof driverCreateSchema>;
