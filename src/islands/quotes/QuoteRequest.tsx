// The /quote page (the issue "Leads"): the visitor's quote list with a quantity and a note per
// product, their details, and Send; then the confirmation, and the list is cleared. Mount as
// <QuoteRequest client:load />: the list lives in the browser, so the server renders only the
// waiting line (hidden without scripts, where the page's noscript text explains instead).
import { useState, type SubmitEvent } from "react";
import { withErrorBoundary } from "../shared/ErrorBoundary.tsx";
import QuoteDetailsFields, { detailFieldId } from "./QuoteDetailsFields.tsx";
import QuoteItems, { itemFieldId } from "./QuoteItems.tsx";
import { EmptyQuote, QuoteSent } from "./QuoteOutcomes.tsx";
import { useQuoteForm, type SentQuote } from "./useQuoteForm.ts";
import { useQuoteList } from "./useQuoteList.ts";
import "./quote.css";

// "items.2.quantity" → that item's quantity; "email" → the e-mail field.
function controlOf(field: string): HTMLElement | null {
  const item = /^items\.(\d+)\.(slug|quantity|note)$/.exec(field);
  const id = item
    ? itemFieldId(Number(item[1]), item[2] as "slug" | "quantity" | "note")
    : detailFieldId(field);
  return document.getElementById(id);
}

function QuoteRequest() {
  const quote = useQuoteList();
  const [sent, setSent] = useState<SentQuote | null>(null);
  const form = useQuoteForm(
    quote.list,
    (done) => {
      setSent(done);
      quote.clear();
    },
    (field) => controlOf(field)?.focus(),
  );

  if (sent) return <QuoteSent sent={sent} />;
  if (!quote.list) return <p className="quote-waiting">Loading your quote list…</p>;
  if (quote.list.items.length === 0) return <EmptyQuote />;

  const { items } = quote.list;
  const sending = form.status.kind === "sending";
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };
  // An item's errors are keyed by its place in the list: removing one moves the others.
  const remove = (slug: string) => {
    quote.remove(slug);
    for (const field of Object.keys(form.errors))
      if (field.startsWith("items.")) form.forget(field);
  };

  return (
    <form className="quote-form" noValidate onSubmit={onSubmit} aria-label="Quote request">
      <section aria-labelledby="quote-products">
        <h2 id="quote-products">
          Products <span className="quote-count">({items.length})</span>
        </h2>
        <QuoteItems
          items={items}
          errors={form.errors}
          actions={{ update: quote.update, remove }}
          forget={form.forget}
        />
      </section>
      <section aria-labelledby="quote-details">
        <h2 id="quote-details">Your details</h2>
        <p className="quote-note">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>
        <QuoteDetailsFields
          details={form.details}
          errors={form.errors}
          change={form.change}
          checkGstin={() => void form.checkGstin()}
        />
      </section>
      {form.status.kind === "failed" && (
        <div role="alert" className="quote-failed">
          <strong>Your quote request was not sent.</strong> {form.status.message}
        </div>
      )}
      <button type="submit" className="button quote-send" disabled={sending}>
        {sending ? "Sending…" : "Send quote request"}
      </button>
    </form>
  );
}

export default withErrorBoundary(QuoteRequest);
