// One labelled field of the apply dialog with its hint and error (aria-invalid, aria-describedby).
import type { ReactNode } from "react";

/** The accessibility attributes every control of the dialog carries. */
export interface ControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
  "aria-required": boolean | undefined;
}

interface Props {
  id: string;
  label: string;
  error: string | undefined;
  required?: boolean;
  hint?: string;
  wide?: boolean;
  /** The control; it receives id and the aria attributes through `controlProps`. */
  children: (controlProps: ControlProps) => ReactNode;
}

/** A label, the control, a hint when given, and the error message when there is one. */
export default function FormField({ id, label, error, required, hint, wide, children }: Props) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [error ? errorId : "", hint ? hintId : ""].filter(Boolean).join(" ");
  const classes = ["ja-field", wide ? "ja-field--wide" : "", error ? "ja-field--invalid" : ""];
  return (
    <div className={classes.filter(Boolean).join(" ")}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="ja-required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : (
          <span className="ja-optional"> (optional)</span>
        )}
      </label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": described || undefined,
        "aria-required": required || undefined,
      })}
      {error && (
        <p className="ja-error" id={errorId}>
          {error}
        </p>
      )}
      {hint && (
        <p className="ja-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
