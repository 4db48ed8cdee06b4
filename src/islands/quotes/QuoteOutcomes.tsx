// The /quote page's two ends: the empty list (with the way to fill it) and the confirmation.
import { useEffect, useRef } from "react";
import type { SentQuote } from "./useQuoteForm.ts";

/** Shown when the list holds no product. */
export function EmptyQuote() {
  return (
    <div className="quote-empty">
      <h2>Your quote list is empty</h2>
      <p>
        Choose <strong>Add to quote</strong> on any product, then come back here to send every
        product with its quantity in one request. We reply with prices and delivery times.
      </p>
      <a className="button" href="/products">
        Browse products
      </a>
    </div>
  );
}

/** Shown once the request was stored; its heading takes the focus so it is read out. */
export function QuoteSent({ sent }: { sent: SentQuote }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="quote-sent" role="status">
      <h2 ref={heading} tabIndex={-1}>
        Quote request sent
      </h2>
      <p>{sent.message}</p>
      <p>
        A confirmation listing these products is on its way to <strong>{sent.email}</strong>:
      </p>
      <ul>
        {sent.items.map((item) => (
          <li key={item.name}>
            {item.name} × {item.quantity.toLocaleString("en-IN")}
          </li>
        ))}
      </ul>
      <a className="button" href="/products">
        Continue browsing
      </a>
    </div>
  );
}
