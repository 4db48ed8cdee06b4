// The /quote form's state: the visitor's details, the errors per field (keyed as the server keys
// them: "email", "items.0.quantity"), and sending once per click with one Idempotency-Key per
// filled form. The rules (quote-request.ts, with zod) load on the first check, not with the page.
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { formatMobileInput } from "../../lib/contact/contact-fields.ts";
import { readDetectedLocation, readManualLocation } from "../../lib/locations/location-storage.ts";
import type { QuoteList } from "../../lib/quotes/quote-list.ts";
import type { QuoteRequestInput } from "../../lib/quotes/quote-request.ts";
import { currentSourcePage } from "../../lib/source-page.ts";
import { browserStorage, LOCATION_CHANGE_EVENT } from "../locations/current-location.ts";
import { submissionKeys } from "../shared/submission-keys.ts";
import { sendQuote } from "./send-quote.ts";

/** The visitor's details, as typed. */
export interface QuoteDetails {
  name: string;
  company: string;
  email: string;
  mobile: string;
  city: string;
  gstin: string;
  message: string;
  /** The honeypot: hidden from people, so only robots fill it in. */
  website: string;
}

/** One of the visitor's details. */
export type DetailField = keyof QuoteDetails;

/** Where the form is: filling in, sending, or failed with a message to show. */
export type FormStatus =
  { kind: "idle" } | { kind: "sending" } | { kind: "failed"; message: string };

/** What the confirmation shows once the request was stored. */
export interface SentQuote {
  message: string;
  email: string;
  items: { name: string; quantity: number }[];
}

const EMPTY: QuoteDetails = {
  name: "",
  company: "",
  email: "",
  mobile: "",
  city: "",
  gstin: "",
  message: "",
  website: "",
};

const loadRules = () => import("../../lib/quotes/quote-request.ts");

/** The request the form sends for `list` and `details` (with the honeypot, which the server reads). */
export function quoteRequestOf(
  list: QuoteList,
  details: QuoteDetails,
): QuoteRequestInput & { website: string } {
  return {
    items: list.items.map(({ slug, quantity, note }) => ({ slug, quantity, note })),
    ...details,
    sourcePage: currentSourcePage(),
  };
}

function storedCity(): string {
  const storage = browserStorage();
  return (readManualLocation(storage) ?? readDetectedLocation(storage))?.city?.name ?? "";
}

// The city starts as the visitor's chosen location, and follows a choice made on this page until
// the visitor types one.
function useCityPrefill(setDetails: Dispatch<SetStateAction<QuoteDetails>>): void {
  useEffect(() => {
    const fill = () =>
      setDetails((current) => (current.city ? current : { ...current, city: storedCity() }));
    fill();
    window.addEventListener(LOCATION_CHANGE_EVENT, fill);
    return () => window.removeEventListener(LOCATION_CHANGE_EVENT, fill);
  }, [setDetails]);
}

/** The form's details, errors and status, and its handlers; `onSent` gets the confirmation. */
export function useQuoteForm(
  list: QuoteList | null,
  onSent: (sent: SentQuote) => void,
  onInvalid: (firstField: string) => void,
) {
  const [details, setDetails] = useState<QuoteDetails>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<FormStatus>({ kind: "idle" });
  // A ref, not state: a second click lands before React re-renders the disabled button.
  const sending = useRef(false);
  const [keys] = useState(submissionKeys);
  useCityPrefill(setDetails);

  function forget(field: string) {
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }

  function change(field: DetailField, value: string) {
    const next = field === "mobile" ? formatMobileInput(value) : value;
    setDetails((current) => ({ ...current, [field]: next }));
    forget(field);
  }

  // The GSTIN is checked as soon as the visitor leaves it (length, format and check character).
  async function checkGstin() {
    if (details.gstin.trim() === "") return;
    const rules = await loadRules().catch(() => null);
    const problem = rules?.gstinProblem(details.gstin);
    if (problem) setErrors((current) => ({ ...current, gstin: problem }));
  }

  async function submit() {
    if (sending.current || !list) return;
    sending.current = true;
    const request = quoteRequestOf(list, details);
    // Should the rules fail to load, the server checks the same ones and answers field by field.
    const rules = await loadRules().catch(() => null);
    const checked = rules?.quoteRequestSchema.safeParse(request);
    if (rules && checked && !checked.success) {
      sending.current = false;
      const fields = rules.quoteFieldErrors(checked.error);
      setErrors(fields);
      const first = Object.keys(fields)[0];
      if (first) onInvalid(first);
      return;
    }
    setStatus({ kind: "sending" });
    const outcome = await sendQuote(request, keys.keyFor(JSON.stringify(request)));
    sending.current = false;
    if (outcome.kind === "sent") {
      keys.succeeded();
      onSent({
        message: outcome.message,
        email: details.email.trim(),
        items: list.items.map(({ name, quantity }) => ({ name, quantity })),
      });
      setDetails(EMPTY);
      setErrors({});
      setStatus({ kind: "idle" });
      return;
    }
    if (outcome.kind === "refused") setErrors(outcome.fields);
    setStatus({ kind: "failed", message: outcome.message });
  }

  return { details, errors, status, change, forget, checkGstin, submit };
}
