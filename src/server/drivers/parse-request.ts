// Turns the multipart download request into checked fields and the receipt file, or one 400 that
// lists every missing or wrong field with the spec's messages (document 2 §5).
import {
  DRIVER_HONEYPOT_FIELD,
  driverRequestErrors,
  driverRequestSchema,
  type DriverRequest,
  type DriverRequestField,
} from "../../lib/drivers/driver-request.ts";
import { driversText } from "../../lib/drivers/drivers-text.ts";
import { HttpError } from "../http/errors.ts";
import { textField } from "../http/form-data.ts";

/** A download request as sent: its checked fields and the receipt. */
export interface ParsedDownloadRequest {
  request: DriverRequest;
  receipt: File;
}

const TEXT_FIELDS = [
  "driverId",
  "driverName",
  "fullName",
  "companyName",
  "address",
  "mobileNumber",
  "purpose",
  "email",
  "sourcePage",
] as const;

/** The checked request; throws HttpError 400 naming every field that is missing or wrong. */
export function parseDownloadRequest(form: FormData): ParsedDownloadRequest {
  const values = Object.fromEntries(
    TEXT_FIELDS.map((name) => [name, textField(form, name)] as const).filter(
      ([, value]) => value !== undefined,
    ),
  );
  const checked = driverRequestSchema.safeParse(values);
  const fields: Partial<Record<DriverRequestField, string>> = checked.success
    ? {}
    : driverRequestErrors(checked.error);
  const receipt = form.get("receipt");
  const hasReceipt = receipt instanceof File && receipt.size > 0;
  if (!hasReceipt) fields.receipt = driversText.required.receipt;
  if (!checked.success || !hasReceipt) {
    const first = Object.values(fields)[0] ?? "Invalid request";
    throw new HttpError(400, "invalid_request", first, fields);
  }
  return { request: checked.data, receipt };
}

/** True when the hidden honeypot field was filled in: only robots do that. */
export function isRobotForm(form: FormData): boolean {
  return (textField(form, DRIVER_HONEYPOT_FIELD)?.trim() ?? "") !== "";
}
