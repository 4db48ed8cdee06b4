// The floating WhatsApp chat button (document 2 §2.2). Closing it hides it for the rest of the visit
// (sessionStorage), so it never covers the page again after the visitor said no.
import { withErrorBoundary } from "../shared/ErrorBoundary.tsx";
import { useEffect, useState } from "react";
import { whatsAppChatUrl } from "../../lib/whatsapp.ts";
import "./whatsapp-float.css";

interface Props {
  /** The WhatsApp number, any formatting. */
  phone: string;
}

const CLOSED_KEY = "whatsapp-float-closed";

function wasClosed(): boolean {
  try {
    return window.sessionStorage.getItem(CLOSED_KEY) === "1";
  } catch {
    return false; // storage blocked: show the button
  }
}

/** A chat link fixed to the corner with a close button. */
function WhatsAppFloat({ phone }: Props) {
  // Hidden until mounted: the server cannot know whether this visit closed it already.
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(!wasClosed()), []);
  if (!open) return null;

  const close = () => {
    setOpen(false);
    try {
      window.sessionStorage.setItem(CLOSED_KEY, "1");
    } catch {
      // storage blocked: it stays closed on this page only
    }
  };

  return (
    <div className="wa-float">
      <a
        className="wa-float__chat"
        href={whatsAppChatUrl(phone)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.7-1.2 2.2 2.2 0 0 0 .2-1.2c-.1-.1-.3-.2-.5-.3Z"
          />
        </svg>
        <span>Chat on WhatsApp</span>
      </a>
      <button
        type="button"
        className="wa-float__close"
        onClick={close}
        aria-label="Close WhatsApp chat button"
      >
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
          <path
            d="M18 6 6 18M6 6l12 12"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </div>
  );
}

export default withErrorBoundary(WhatsAppFloat);
