// Every field of the job application (document 2 §3, §5): the nine required ones, then the optional
// portfolio, LinkedIn, expected salary, availability and additional information.
import type { ChangeEvent } from "react";
import {
  APPLICATION_HONEYPOT_FIELD,
  AVAILABILITY_OPTIONS,
  EXPERIENCE_OPTIONS,
  RESUME_ACCEPT,
} from "../../lib/jobs/job-application.ts";
import FormField from "./FormField.tsx";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface Props {
  fieldId: (field: string) => string;
  values: Record<string, string>;
  errors: Record<string, string>;
  change: (field: string, value: string) => void;
  chooseResume: (file: File | null) => void;
}

// A one-line text field: its name, label, input type, autocomplete and length limit.
const TEXT_FIELDS = [
  ["firstName", "First Name", "text", "given-name", 100],
  ["lastName", "Last Name", "text", "family-name", 100],
  ["email", "Email", "email", "email", 254],
  ["phone", "Phone", "tel", "tel", 40],
  ["location", "Location", "text", "address-level2", 200],
] as const;

/** The dialog's fields, laid out in two columns on wide screens. */
export default function ApplicationFields({
  fieldId,
  values,
  errors,
  change,
  chooseResume,
}: Props) {
  const bind = (field: string) => ({
    name: field,
    value: values[field] ?? "",
    onChange: (event: ChangeEvent<Control>) => change(field, event.target.value),
  });
  const field = (name: string, label: string, required = false) => ({
    id: fieldId(name),
    label,
    error: errors[name],
    required,
  });

  return (
    <div className="ja-grid">
      {TEXT_FIELDS.map(([name, label, type, autoComplete, max]) => (
        <FormField key={name} {...field(name, label, true)}>
          {(a11y) => (
            <input
              {...a11y}
              {...bind(name)}
              type={type}
              autoComplete={autoComplete}
              maxLength={max}
            />
          )}
        </FormField>
      ))}
      <FormField {...field("experience", "Experience", true)}>
        {(a11y) => (
          <select {...a11y} {...bind("experience")}>
            <option value="">Select experience</option>
            {EXPERIENCE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField {...field("education", "Education", true)} wide>
        {(a11y) => (
          <input
            {...a11y}
            {...bind("education")}
            type="text"
            maxLength={1000}
            placeholder="Highest qualification, institute and year"
          />
        )}
      </FormField>
      <FormField {...field("coverLetter", "Cover Letter", true)} wide>
        {(a11y) => <textarea {...a11y} {...bind("coverLetter")} rows={5} maxLength={20000} />}
      </FormField>
      <FormField
        {...field("resume", "Resume", true)}
        hint="PDF or Word document, less than 5MB"
        wide
      >
        {(a11y) => (
          <input
            {...a11y}
            name="resume"
            type="file"
            accept={RESUME_ACCEPT}
            onChange={(event) => chooseResume(event.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
      <FormField {...field("portfolio", "Portfolio")}>
        {(a11y) => (
          <input
            {...a11y}
            {...bind("portfolio")}
            type="url"
            maxLength={2048}
            placeholder="https://"
          />
        )}
      </FormField>
      <FormField {...field("linkedin", "LinkedIn")}>
        {(a11y) => (
          <input
            {...a11y}
            {...bind("linkedin")}
            type="url"
            maxLength={2048}
            placeholder="https://www.linkedin.com/in/…"
          />
        )}
      </FormField>
      <FormField {...field("expectedSalary", "Expected Salary")}>
        {(a11y) => <input {...a11y} {...bind("expectedSalary")} type="text" maxLength={200} />}
      </FormField>
      <FormField {...field("availability", "Availability")}>
        {(a11y) => (
          <select {...a11y} {...bind("availability")}>
            <option value="">Select availability</option>
            {AVAILABILITY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField {...field("additionalInfo", "Additional Info")} wide>
        {(a11y) => <textarea {...a11y} {...bind("additionalInfo")} rows={3} maxLength={10000} />}
      </FormField>
      <div className="ja-honeypot" aria-hidden="true">
        <label htmlFor={fieldId(APPLICATION_HONEYPOT_FIELD)}>Leave this field empty</label>
        <input
          id={fieldId(APPLICATION_HONEYPOT_FIELD)}
          {...bind(APPLICATION_HONEYPOT_FIELD)}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
    </div>
  );
}
