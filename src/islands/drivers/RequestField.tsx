// One labelled field of the download form with its error beside it (aria-invalid, aria-describedby).
import type { ReactNode } from "react";

interface Props {
  id: string;
  label: string;
  error: string | undefined;
  /** A hint under the control (the receipt's accepted types), announced with it. */
  hint?: string;
  wide?: boolean;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: (controlProps: ControlProps) => ReactNode;
}

/** The accessibility attributes every control of the form carries. */
export interface ControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

/** A label with the required mark, the control, its hint and its error message. */
export default function RequestField({ id, label, error, hint, wide = false, children }: Props) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : "", hint ? hintId : ""].filter(Boolean).join(" ");
  const classes = ["dr-field", wide ? "dr-field--wide" : "", error ? "dr-field--invalid" : ""];
  return (
    <div className={classes.filter(Boolean).join(" ")}>
      <label htmlFor={id}>
        {label}
        <span className="dr-required" aria-hidden="true">
          {" "}
          *
        </span>
      </label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": describedBy || undefined,
      })}
      {error && (
        <p className="dr-error" id={errorId}>
          {error}
        </p>
      )}
      {hint && (
        <p className="dr-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
