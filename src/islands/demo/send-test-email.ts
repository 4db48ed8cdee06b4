// The /email-test page's call: POST /api/test-email, its answer reduced to what the page shows.

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

/** What the page says when the mail was not sent (document 3 §8), its reason as details. */
const FAILED = "Failed to send test email";

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
      message: FAILED,
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
  const reason = answer.error?.message ?? `HTTP error! status: ${response.status}`;
  return {
    success: false,
    message: fieldMessage ?? FAILED,
    details:
      typeof answer.details === "string"
        ? answer.details
        : fieldMessage || reason === FAILED
          ? undefined
          : reason,
    timestamp,
    signIn: response.status === 401,
  };
}
