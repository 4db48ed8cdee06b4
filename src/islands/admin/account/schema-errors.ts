// Field messages from a shared zod schema's failed check, for the account forms.
import type { z } from "zod";

/** The first message of each field of a failed safeParse. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "_");
    errors[field] ??= issue.message;
  }
  return errors;
}
