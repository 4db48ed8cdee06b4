// The enhanced contact form (document 2 §2.2, §4, §5). Mount as
// <ContactForm client:interaction="translated query" />: the server renders the same fields, so the
// page shows the form before any script runs, and the script loads when the visitor starts using
// it (or at once on a page in another language, or with a ?productService=… prefill). Its texts follow the visitor's language
// (useTranslation); the values it sends stay as the API expects.
import { withErrorBoundary } from "../shared/ErrorBoundary.tsx";
import { useId, useRef, type SubmitEvent } from "react";
import {
  CONTACT_POST_PATH,
  HONEYPOT_FIELD,
  MOBILE_MAX_LENGTH,
  PRODUCT_SERVICE_OPTIONS,
} from "../../lib/contact/contact-fields.ts";
import type { ContactField } from "../../lib/contact/contact-form.ts";
import { SOURCE_PAGE_FIELD } from "../../lib/source-page.ts";
import { PRODUCT_SERVICE_KEYS, translateContactMessage } from "../../lib/i18n/contact-messages.ts";
import enContactForm, { type ContactFormKey } from "../../lib/i18n/dictionaries/en-contact-form.ts";
import { useTranslation } from "../i18n/useTranslation.ts";
import ContactInput, { type FieldChange } from "./ContactInput.tsx";
import { useContactForm } from "./useContactForm.ts";
import "./contact-form.css";

interface Props {
  /** The dictionary key of the form's heading; the home page passes its own. */
  heading?: Extract<ContactFormKey, "contact.heading" | "home.contact.heading">;
  /** The page the form is on, sent with the plain form (the script sends the address it is at). */
  sourcePage: string;
}

/** The contact form with validation beside each field, the submitting state and the banners. */
function ContactForm({ heading = "contact.heading", sourcePage }: Props) {
  const { t } = useTranslation(enContactForm);
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const focus = (field: ContactField) => document.getElementById(fieldId(field))?.focus();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, status, change, submit } = useContactForm(formRef, focus);
  const error = (field: ContactField) => {
    const message = errors[field];
    return message === undefined ? undefined : translateContactMessage(message, t);
  };
  const [noteBefore, noteAfter] = t("contact.requiredNote").split("{asterisk}");
  const [consentBefore, consentAfter] = t("contact.consent").split("{cookiePolicy}");
  const text = (field: Exclude<ContactField, "cookieConsent" | "sourcePage">) => ({
    name: field,
    value: values[field],
    onChange: (event: FieldChange) => change(field, event.target.value),
  });
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  const submitting = status === "submitting";

  return (
    // Before its script runs (or without JavaScript) the form posts itself: the function answers a
    // plain form with the thank-you page or a page of messages (src/server/contact/contact-form-post.ts).
    // The server's messages are the spec's, so the browser's own checks are left out.
    <form
      ref={formRef}
      className="cf"
      method="post"
      action={CONTACT_POST_PATH}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={fieldId("heading")}
    >
      <h2 id={fieldId("heading")} className="cf-heading">
        {t(heading)}
      </h2>
      <p className="cf-note">
        {noteBefore}
        <span aria-hidden="true">*</span>
        <span className="visually-hidden">{t("contact.asteriskMeaning")}</span>
        {noteAfter}
      </p>
      <div role="status" className="cf-banner-slot">
        {status === "success" && (
          <div className="cf-banner cf-banner--success">
            <strong>{t("contact.successTitle")}</strong>
            <span>{t("contact.success")}</span>
            <span>{t("contact.successReply")}</span>
          </div>
        )}
      </div>
      {status === "failure" && (
        <div role="alert" className="cf-banner cf-banner--failure">
          <strong>{t("contact.failureTitle")}</strong>
          <span>{t("contact.failureText")}</span>
        </div>
      )}
      <div className="cf-grid">
        <ContactInput
          id={fieldId("name")}
          label={t("contact.fullName")}
          error={error("name")}
          required
        >
          {(a11y) => (
            <input
              {...a11y}
              {...text("name")}
              type="text"
              autoComplete="name"
              maxLength={100}
              placeholder={t("contact.namePlaceholder")}
            />
          )}
        </ContactInput>
        <ContactInput
          id={fieldId("email")}
          label={t("contact.email")}
          error={error("email")}
          required
        >
          {(a11y) => (
            <input {...a11y} {...text("email")} type="email" autoComplete="email" maxLength={254} />
          )}
        </ContactInput>
        <ContactInput
          id={fieldId("mobile")}
          label={t("contact.mobile")}
          error={error("mobile")}
          required
        >
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
        <ContactInput id={fieldId("company")} label={t("contact.company")} error={error("company")}>
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
          label={t("contact.location")}
          error={error("location")}
          required
        >
          {(a11y) => (
            <input
              {...a11y}
              {...text("location")}
              type="text"
              maxLength={200}
              placeholder={t("contact.locationPlaceholder")}
            />
          )}
        </ContactInput>
        <ContactInput
          id={fieldId("productService")}
          label={t("contact.productService")}
          error={error("productService")}
          required
        >
          {(a11y) => (
            <select {...a11y} {...text("productService")}>
              <option value="">{t("contact.selectProductService")}</option>
              {PRODUCT_SERVICE_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {t(PRODUCT_SERVICE_KEYS[option])}
                </option>
              ))}
            </select>
          )}
        </ContactInput>
      </div>
      <ContactInput
        id={fieldId("message")}
        label={t("contact.message")}
        error={error("message")}
        required
      >
        {(a11y) => (
          <textarea
            {...a11y}
            {...text("message")}
            rows={5}
            maxLength={5000}
            placeholder={t("contact.messagePlaceholder")}
          />
        )}
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
          {consentBefore}
          <a href="/cookie-policy">{t("footer.cookiePolicy")}</a>
          {consentAfter}
        </span>
      </label>
      <input type="hidden" name={SOURCE_PAGE_FIELD} value={sourcePage} />
      <button type="submit" className="button cf-submit" disabled={submitting}>
        {submitting ? t("contact.submitting") : t("contact.send")}
      </button>
    </form>
  );
}

export default withErrorBoundary(ContactForm);
