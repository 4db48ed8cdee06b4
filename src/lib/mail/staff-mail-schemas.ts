// What /api/test-email and /api/send-welcome-email accept (document 2 §7), shared with the
// /email-test page.
import { z } from "zod";
import { emailAddressSchema } from "../email-address.ts";

const emailAddress = (required: string) =>
  emailAddressSchema({ required, invalid: "Please enter a valid email address" });

/** POST /api/test-email: the address to send the test mail to. */
export const testEmailSchema = z.object({
  testEmail: emailAddress("Enter the address to send the test email to"),
});

/** POST /api/send-welcome-email: who to welcome; the timestamp is the caller's and only echoed. */
export const welcomeEmailSchema = z.object({
  userData: z.object(
    {
      email: emailAddress("The new staff member's email address is required"),
      name: z.string().trim().min(1).max(100).optional(),
      username: z.string().trim().min(1).max(50).optional(),
    },
    { error: "Send userData with the new staff member's email address" },
  ),
  timestamp: z.string().max(40).optional(),
});
