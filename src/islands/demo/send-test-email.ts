// The /email-test page's call: POST /api/test-email, its answer reduced to what the page shows.
import { TEST_EMAIL_FAILED } from "../../lib/mail/staff-mail-messages.ts";

/** What the page shows after a try. */
export interface TestEmailOutcome {
  success: boolean;
  message: string;
  details?: string | undefined;
  timestamp: string;
  /** The visitor is not signed in as staff. */
  signIn?: boolean;
}

interface Answer {
  success?: boolean;
  message?: string;
  details?: unknown;
  timestamp?: string;
  error?: { message?: string; fields?: Record<string, string> };
}

// The details under a failure: the server's own, else the reason for the failure (its error
// message, or the status) unless the message shown already says it (a refused address's field
// message, or the failure message itself).
function failureDetails(answer: Answer, status: number, fieldMessage: string | undefined) {
  if (typeof answer.details === "string") return answer.details;
  const reason = answer.error?.message ?? `HTTP error! status: ${status}`;
  return fieldMessage || reason === TEST_EMAIL_FAILED ? undefined : reason;
}

/** Asks the server to send a test mail to `address`; never throws. */
export async function sendTestEmail(address: string): Promise<TestEmailOutcome> {
  const now = () => new Date().toISOString();
  let response: Response;
  try {
    response = await fetch("/api/test-email", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ testEmail: address }),
    });
  } catch {
    return {
      success: false,
      message: TEST_EMAIL_FAILED,
      details: "Network error. Please try again.",
      timestamp: now(),
    };
  }
  const answer = (await response.json().catch(() => ({}))) as Answer;
  const timestamp = answer.timestamp ?? now();
  if (response.ok && answer.success) {
    return { success: true, message: answer.message ?? "Test email sent", timestamp };
  }
  // A refused address is the form's to say; any other failure is the spec's, with its reason.
  const fieldMessage = answer.error?.fields ? Object.values(answer.error.fields)[0] : undefined;
  return {
    success: false,
    message: fieldMessage ?? TEST_EMAIL_FAILED,
    details: failureDetails(answer, response.status, fieldMessage),
    timestamp,
    signIn: response.status === 401,
  };
}
