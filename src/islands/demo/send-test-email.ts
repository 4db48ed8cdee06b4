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
    return { success: false, message: "Network error. Please try again.", timestamp: now() };
  }
  const answer = (await response.json().catch(() => ({}))) as Answer;
  const timestamp = answer.timestamp ?? now();
  if (response.ok && answer.success) {
    return { success: true, message: answer.message ?? "Test email sent", timestamp };
  }
  const fieldMessage = answer.error?.fields ? Object.values(answer.error.fields)[0] : undefined;
  return {
    success: false,
    message: fieldMessage ?? answer.error?.message ?? `HTTP error! status: ${response.status}`,
    details: typeof answer.details === "string" ? answer.details : undefined,
    timestamp,
    signIn: response.status === 401,
  };
}
