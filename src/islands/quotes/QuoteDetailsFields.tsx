// The visitor's details on /quote: name, company, e-mail, mobile (+91), city, GSTIN, message.
import { HONEYPOT_FIELD, MOBILE_MAX_LENGTH } from "../../lib/contact/contact-fields.ts";
import { MAX_QUOTE_MESSAGE_LENGTH as QUOTE_LIST_MAX_MESSAGE } from "../../lib/quotes/quote-limits.ts";
import QuoteField from "./QuoteField.tsx";
import type { DetailField, QuoteDetails } from "./useQuoteForm.ts";

/** The id of a detail's control, as the form's error focus finds it. */
export const detailFieldId = (field: string) => `quote-${field}`;

interface Props {
  details: QuoteDetails;
  errors: Record<string, string>;
  change: (field: DetailField, value: string) => void;
  checkGstin: () => void;
}

type Input = { type: string; autoComplete: string; maxLength: number; inputMode?: "tel" };

// Label, whether required, and the input's own attributes, per single-line field.
const LINES: [DetailField, string, boolean, Input][] = [
  ["name", "Full Name", true, { type: "text", autoComplete: "name", maxLength: 100 }],
  [
    "company",
    "Company Name (optional)",
    false,
    { type: "text", autoComplete: "organization", maxLength: 200 },
  ],
  ["email", "Email Address", true, { type: "email", autoComplete: "email", maxLength: 254 }],
  [
    "mobile",
    "Mobile Number",
    true,
    { type: "tel", autoComplete: "tel", maxLength: MOBILE_MAX_LENGTH, inputMode: "tel" },
  ],
  ["city", "City", true, { type: "text", autoComplete: "address-level2", maxLength: 100 }],
];

/** The details part of the form. */
export default function QuoteDetailsFields({ details, errors, change, checkGstin }: Props) {
  return (
    <div className="qf-grid">
      {LINES.map(([field, label, required, input]) => (
        <QuoteField
          key={field}
          id={detailFieldId(field)}
          label={label}
          required={required}
          error={errors[field]}
        >
          {(control) => (
            <input
              {...control}
              {...input}
              name={field}
              value={details[field]}
              placeholder={field === "mobile" ? "+91-9876543210" : undefined}
              onChange={(event) => change(field, event.target.value)}
            />
          )}
        </QuoteField>
      ))}
      <QuoteField
        id={detailFieldId("gstin")}
        label="GSTIN (optional)"
        hint="15 characters, as on your GST certificate."
        error={errors["gstin"]}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            name="gstin"
            autoCapitalize="characters"
            maxLength={20}
            placeholder="27AAPFU0939F1ZV"
            value={details.gstin}
            onChange={(event) => change("gstin", event.target.value)}
            onBlur={checkGstin}
          />
        )}
      </QuoteField>
      <QuoteField
        id={detailFieldId("message")}
        label="Message (optional)"
        error={errors["message"]}
        className="qf-wide"
      >
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={4}
            maxLength={QUOTE_LIST_MAX_MESSAGE}
            placeholder="Delivery place, timing, anything we should know"
            value={details.message}
            onChange={(event) => change("message", event.target.value)}
          />
        )}
      </QuoteField>
      <div className="qf-honeypot" aria-hidden="true">
        <label htmlFor={detailFieldId(HONEYPOT_FIELD)}>Leave this field empty</label>
        <input
          id={detailFieldId(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={details.website}
          onChange={(event) => change("website", event.target.value)}
        />
      </div>
    </div>
  );
}
