// The apply dialog's state (document 2 §4, §5, §8): values, errors beside each field (cleared as
// the visitor edits it), submitting, and the spec's success and failure alerts.
import { useRef, useState } from "react";
import {
  APPLICATION_HONEYPOT_FIELD,
  applicationFieldErrors,
  applicationMessages,
  jobApplicationSchema,
  resumeProblem,
} from "../../lib/jobs/job-application.ts";
import { fileSignature, submissionKeys } from "../shared/submission-keys.ts";
import { sendApplication, type ApplicationValues, type ApplyingFor } from "./send-application.ts";

const EMPTY: ApplicationValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  location: "",
  experience: "",
  education: "",
  coverLetter: "",
  portfolio: "",
  linkedin: "",
  expectedSalary: "",
  availability: "",
  additionalInfo: "",
  [APPLICATION_HONEYPOT_FIELD]: "",
};

// The order errors are focused in: the order the fields appear.
const FIELD_ORDER = [...Object.keys(EMPTY), "resume"];

// After the dialog has painted: alert() blocks the page while it is open.
const alertSoon = (message: string) => window.setTimeout(() => window.alert(message), 50);

/** The form of one application; `onInvalid` focuses a field, `onDone` closes the dialog. */
export function useApplicationForm(
  job: ApplyingFor,
  onInvalid: (field: string) => void,
  onDone: () => void,
) {
  const [values, setValues] = useState<ApplicationValues>(EMPTY);
  const [resume, setResume] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: a second click lands before React re-renders the disabled button.
  const sending = useRef(false);
  // Every try of the same application carries one key, so a retry is never stored twice.
  const [keys] = useState(submissionKeys);

  function clearError(field: string) {
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }

  function change(field: string, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  function chooseResume(file: File | null) {
    setResume(file);
    clearError("resume");
  }

  function check(): Record<string, string> {
    const checked = jobApplicationSchema.safeParse({ ...values, jobId: String(job.id) });
    const found = checked.success ? {} : applicationFieldErrors(checked.error.issues);
    const problem = resumeProblem(resume);
    if (problem) found["resume"] = problem;
    return found;
  }

  function refuse(found: Record<string, string>) {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => field in found);
    if (first) onInvalid(first);
  }

  async function submit() {
    if (sending.current) return;
    const found = check();
    if (Object.keys(found).length > 0 || !resume) return refuse(found);
    sending.current = true;
    setSubmitting(true);
    setNotice(undefined);
    const key = keys.keyFor(JSON.stringify([job.id, values, fileSignature(resume)]));
    const outcome = await sendApplication(job, values, resume, key);
    sending.current = false;
    setSubmitting(false);
    if (outcome.kind === "success") {
      keys.succeeded();
      onDone();
      alertSoon(applicationMessages.success);
      return;
    }
    if (outcome.kind === "refused") {
      refuse(outcome.fields);
      // A refusal about a field shows beside it; any other (too many, closed job) above the form.
      const aboutField = FIELD_ORDER.some((field) => field in outcome.fields);
      setNotice(aboutField ? undefined : outcome.message);
    }
    alertSoon(applicationMessages.failure);
  }

  return { values, resume, errors, notice, submitting, change, chooseResume, submit };
}
