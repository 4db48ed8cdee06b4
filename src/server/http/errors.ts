// The one error shape of every /api answer: { error: { code, message, fields? } }.
import { ZodError } from "zod";
import { ConfigError } from "../config.ts";
import { log, logError } from "../log/logger.ts";

/** Field name to message, for forms to show beside each field. */
export type FieldErrors = Record<string, string>;

/** An error the client caused or must be told about; it becomes a JSON answer with `status`. */
export class HttpError extends Error {
  override name = "HttpError";
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors | undefined;
  constructor(status: number, code: string, message: string, fields?: FieldErrors) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** Builds the error answer. */
export function errorResponse(
  status: number,
  code: string,
  message: string,
  fields?: FieldErrors,
): Response {
  const error = fields ? { code, message, fields } : { code, message };
  return Response.json({ error }, { status, headers: { "cache-control": "no-store" } });
}

/** Turns zod issues into one message per field (the first issue of each field wins). */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Maps anything thrown inside a handler to an answer; unknown errors never leak details. */
export function responseForError(error: unknown): Response {
  if (error instanceof HttpError) {
    return errorResponse(error.status, error.code, error.message, error.fields);
  }
  if (error instanceof ZodError) {
    const fields = fieldErrorsOf(error);
    const first = Object.values(fields)[0] ?? "Invalid request";
    return errorResponse(400, "invalid_request", first, fields);
  }
  if (error instanceof ConfigError) {
    // The operator's to fix, not the visitor's: the log names the variables, the answer does not.
    log().error(`Configuration: ${error.message}`);
    return errorResponse(
      503,
      "service_unavailable",
      "This service is not available right now: the site's configuration is incomplete. Please try again later.",
    );
  }
  logError(error, "request failed");
  return errorResponse(500, "internal_error", "Something went wrong. Please try again later.");
}
