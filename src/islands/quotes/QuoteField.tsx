// One labelled control of the /quote page with its error beside it (aria-invalid,
// aria-describedby), as the contact form's fields do.
import type { ReactNode } from "react";

/** The accessibility attributes a control receives. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

interface Props {
  id: string;
  label: ReactNode;
  error: string | undefined;
  required?: boolean;
  hint?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, the control, an optional hint, and the error when there is one. */
export default function QuoteField({
  id,
  label,
  error,
  required,
  hint,
  className,
  children,
}: Props) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div
      className={["qf-field", error ? "qf-field--invalid" : "", className ?? ""].join(" ").trim()}
    >
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": described || undefined })}
      {hint && (
        <p className="qf-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="qf-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
