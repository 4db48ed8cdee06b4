// One labelled field of the contact form with its error beside it (aria-invalid, aria-describedby).
import type { ChangeEvent, ReactNode } from "react";

interface Props {
  id: string;
  label: string;
  error: string | undefined;
  required?: boolean;
  /** The control; it receives id, aria-invalid and aria-describedby through `controlProps`. */
  children: (controlProps: ControlProps) => ReactNode;
}

/** The accessibility attributes every control of the form carries. */
export interface ControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

/** A change handler's event on any of the form's controls. */
export type FieldChange = ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

/** A label, the control, and its error message when there is one. */
export default function ContactInput({ id, label, error, required = false, children }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? "cf-field cf-field--invalid" : "cf-field"}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="cf-required" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": error ? errorId : undefined,
      })}
      {error && (
        <p className="cf-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
