// The /email-test form (document 2 §2.12): one address and a button, disabled while the address is
// empty, that asks the server to send a test mail and shows its answer (success, message, error,
// details, timestamp). Sending is for signed-in staff; a visitor is told so.
import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { withErrorBoundary } from "../shared/ErrorBoundary.tsx";
import { sendTestEmail, type TestEmailOutcome } from "./send-test-email.ts";
import "./demo.css";

function EmailTest() {
  const [address, setAddress] = useState("");
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<TestEmailOutcome | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Keeps what was typed before the island hydrated.
  useEffect(() => setAddress(input.current?.value ?? ""), []);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setOutcome(null);
    setOutcome(await sendTestEmail(address.trim()));
    setSending(false);
  };

  return (
    <form className="demo-card" onSubmit={onSubmit} noValidate>
      <label htmlFor="test-email-address">Email address</label>
      <div className="demo-row">
        <input
          id="test-email-address"
          ref={input}
          type="email"
          autoComplete="email"
          maxLength={254}
          placeholder="you@example.com"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
        />
        <button className="button" type="submit" disabled={address.trim() === "" || sending}>
          {sending ? "Sending..." : "Send Test Email"}
        </button>
      </div>
      {outcome && (
        <div
          role={outcome.success ? "status" : "alert"}
          className={
            outcome.success ? "demo-result demo-result--ok" : "demo-result demo-result--error"
          }
        >
          <p className="demo-result__message">{outcome.message}</p>
          {outcome.details && <p>Details: {outcome.details}</p>}
          {outcome.signIn && (
            <p>
              <a href="/admin">Sign in to the administration</a>, then come back to this page.
            </p>
          )}
          <p className="demo-result__time">
            <time dateTime={outcome.timestamp}>{new Date(outcome.timestamp).toLocaleString()}</time>
          </p>
        </div>
      )}
    </form>
  );
}

export default withErrorBoundary(EmailTest);
