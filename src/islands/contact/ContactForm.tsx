// The enhanced contact form (document 2 §2.2, §4, §5). Mount as <ContactForm client:visible />: the
// server renders the same fields, so the page shows the form before any script runs.
import { useEffect, useId, useState, type SubmitEvent } from "react";
import {
  CONTACT_SUCCESS_MESSAGE,
  HONEYPOT_FIELD,
  MOBILE_MAX_LENGTH,
  PRODUCT_SERVICE_OPTIONS,
  type ContactField,
} from "../../lib/contact-form.ts";
import ContactInput, { type FieldChange } from "./ContactInput.tsx";
import { useContactForm } from "./useContactForm.ts";
import "./contact-form.css";

interface Props {
  /** The form's heading; the home page may pass its own. */
  heading?: string;
}

/** The contact form with validation beside each field, the submitting state and the banners. */
export default function ContactForm({ heading = "Send us a message" }: Props) {
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const focus = (field: ContactField) => document.getElementById(fieldId(field))?.focus();
  const { values, errors, status, change, submit } = useContactForm(focus);
  const text = (field: Exclude<ContactField, "cookieConsent">) => ({
    name: field,
    value: values[field],
    onChange: (event: FieldChange) => change(field, event.target.value),
  });
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  const submitting = status === "submitting";
  // Disabled until hydrated: a click before then would post the form natively to a static page.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  return (
    <form
      className="cf"
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={fieldId("heading")}
    >
      <h2 id={fieldId("heading")} className="cf-heading">
        {heading}
      </h2>
      <p className="cf-note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required. We reply within 24
        hours.
      </p>
      <div role="status" className="cf-banner-slot">
        {status === "success" && (
          <p className="cf-banner cf-banner--success">{CONTACT_SUCCESS_MESSAGE}</p>
        )}
      </div>
      {status === "failure" && (
        <div role="alert" className="cf-banner cf-banner--failure">
          <strong>Failed to send message</strong>
          <span>Please try again or contact us directly via phone or email.</span>
        </div>
      )}
      <div className="cf-grid">
        <ContactInput id={fieldId("name")} label="Full Name" error={errors.name} required>
          {(a11y) => (
            <input {...a11y} {...text("name")} type="text" autoComplete="name" maxLength={100} />
          )}
        </ContactInput>
        <ContactInput id={fieldId("email")} label="Email Address" error={errors.email} required>
          {(a11y) => (
            <input {...a11y} {...text("email")} type="email" autoComplete="email" maxLength={254} />
          )}
        </ContactInput>
        <ContactInput id={fieldId("mobile")} label="Mobile Number" error={errors.mobile} required>
          {(a11y) => (
            <input
              {...a11y}
              {...text("mobile")}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={MOBILE_MAX_LENGTH}
              placeholder="+91-9876543210"
            />
          )}
        </ContactInput>
        <ContactInput
          id={fieldId("company")}
          label="Company Name (optional)"
          error={errors.company}
        >
          {(a11y) => (
            <input
              {...a11y}
              {...text("company")}
              type="text"
              autoComplete="organization"
              maxLength={200}
            />
          )}
        </ContactInput>
        <ContactInput
          id={fieldId("location")}
          label="State / City / Country"
          error={errors.location}
          required
        >
          {(a11y) => <input {...a11y} {...text("location")} type="text" maxLength={200} />}
        </ContactInput>
        <ContactInput
          id={fieldId("productService")}
          label="Product / Service"
          error={errors.productService}
          required
        >
          {(a11y) => (
            <select {...a11y} {...text("productService")}>
              <option value="">Select a Product / Service</option>
              {PRODUCT_SERVICE_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          )}
        </ContactInput>
      </div>
      <ContactInput id={fieldId("message")} label="Message" error={errors.message} required>
        {(a11y) => <textarea {...a11y} {...text("message")} rows={5} maxLength={5000} />}
      </ContactInput>
      <div className="cf-honeypot" aria-hidden="true">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>Leave this field empty</label>
        <input
          id={fieldId(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => change("website", event.target.value)}
        />
      </div>
      <label className="cf-consent">
        <input
          type="checkbox"
          name="cookieConsent"
          checked={values.cookieConsent}
          onChange={(event) => change("cookieConsent", event.target.checked)}
        />
        <span>
          I agree to the use of cookies as described in the{" "}
          <a href="/cookie-policy">Cookie Policy</a> and to being contacted about this enquiry.
        </span>
      </label>
      <button type="submit" className="button cf-submit" disabled={submitting || !hydrated}>
        {submitting ? "Submitting..." : "Send Message"}
      </button>
      <noscript>
        <p className="cf-note">
          This form needs JavaScript. Please call or email us using the details on this page.
        </p>
      </noscript>
    </form>
  );
}
