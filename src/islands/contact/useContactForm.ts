// The contact form's state machine (document 2 §4): idle → submitting → success (8 s) or failure.
import { useEffect, useRef, useState, type RefObject } from "react";
import { formatMobileInput, isProductService } from "../../lib/contact/contact-fields.ts";
import type { ContactField } from "../../lib/contact/contact-form.ts";
import { submissionKeys } from "../shared/submission-keys.ts";
import { sendEnquiry, type EnquiryValues } from "./send-enquiry.ts";

/** How long the green thank-you banner stays (document 2 §9). */
export const SUCCESS_BANNER_MS = 8000;

/** Where the form is in its life. */
export type FormStatus = "idle" | "submitting" | "success" | "failure";

const EMPTY: EnquiryValues = {
  name: "",
  email: "",
  mobile: "",
  company: "",
  location: "",
  productService: "",
  message: "",
  cookieConsent: false,
  website: "",
};

// The form hydrates on the visitor's first use of it (client:interaction): what they typed or chose
// before the script ran is kept.
function valuesTypedBefore(form: HTMLFormElement | null): Partial<EnquiryValues> {
  const typed: Record<string, string | boolean> = {};
  for (const control of form?.elements ?? []) {
    const editable =
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement;
    if (!editable || !Object.hasOwn(EMPTY, control.name)) continue;
    if (control instanceof HTMLInputElement && control.type === "checkbox") {
      if (control.checked) typed[control.name] = true;
    } else if (control.value !== "") {
      typed[control.name] = control.value;
    }
  }
  return typed as Partial<EnquiryValues>;
}

// ?productService=Other&message=… (e.g. from Book Service Now) prefill the form.
function valuesFromUrl(): Partial<EnquiryValues> {
  const query = new URLSearchParams(window.location.search);
  const productService = query.get("productService");
  const message = query.get("message");
  return {
    ...(isProductService(productService) ? { productService } : {}),
    ...(message ? { message: message.slice(0, 5000) } : {}),
  };
}

/** The form's values, errors and status, and the handlers that change them. */
export function useContactForm(
  form: RefObject<HTMLFormElement | null>,
  onInvalid: (first: ContactField) => void,
) {
  const [values, setValues] = useState<EnquiryValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [status, setStatus] = useState<FormStatus>("idle");
  // A ref, not state: a second click lands before React re-renders the disabled button.
  const sending = useRef(false);
  // Every try of the same values carries one key, so the retry of an enquiry that was stored but
  // not answered is not stored twice.
  const [keys] = useState(submissionKeys);

  useEffect(() => {
    const before = { ...valuesFromUrl(), ...valuesTypedBefore(form.current) };
    if (before.mobile) before.mobile = formatMobileInput(before.mobile);
    // Read once hydrated: the DOM and the address are the browser's, and the first render must
    // match the static HTML.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Object.keys(before).length > 0) setValues((current) => ({ ...current, ...before }));
  }, [form]);

  useEffect(() => {
    if (status !== "success") return;
    const timer = window.setTimeout(() => setStatus("idle"), SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  function change(field: keyof EnquiryValues, value: string | boolean) {
    const next = field === "mobile" && typeof value === "string" ? formatMobileInput(value) : value;
    setValues((current) => ({ ...current, [field]: next }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field as ContactField];
      return rest;
    });
  }

  async function submit() {
    if (sending.current) return;
    sending.current = true;
    // The rules (with zod) come with the first send, not with the page: most visitors never send.
    // Should they fail to load, the server checks the same rules and answers field by field.
    const rules = await import("../../lib/contact/contact-form.ts").catch(() => null);
    const checked = rules?.contactFormSchema.safeParse(values);
    if (rules && checked && !checked.success) {
      sending.current = false;
      const fieldErrors = rules.contactFieldErrors(checked.error);
      setErrors(fieldErrors);
      const first = Object.keys(fieldErrors)[0] as ContactField | undefined;
      if (first) onInvalid(first);
      return;
    }
    setStatus("submitting");
    const outcome = await sendEnquiry(values, keys.keyFor(JSON.stringify(values)));
    sending.current = false;
    if (outcome.kind === "success") {
      keys.succeeded();
      setValues(EMPTY);
      setErrors({});
      setStatus("success");
      return;
    }
    if (outcome.kind === "refused") setErrors(outcome.fields);
    setStatus("failure");
    // After the red banner has painted: alert() blocks the page while it is open.
    window.setTimeout(() => window.alert(outcome.alert), 50);
  }

  return { values, errors, status, change, submit };
}
