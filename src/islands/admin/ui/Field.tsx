// One labelled form control with its hint and error beside it (aria-invalid, aria-describedby).
import type { ReactNode } from "react";

/** The accessibility attributes every control of an admin form carries. */
export interface ControlProps {
  id: string;
  name: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
  "aria-required": boolean | undefined;
}

interface Props {
  /** The form's id prefix; the control's id is `${formId}-${name}`. */
  formId: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
  children: (controlProps: ControlProps) => ReactNode;
}

/** The id of a form's control, so a form can focus its first invalid field. */
export const controlId = (formId: string, name: string) => `${formId}-${name}`;

/** A label, the control, an optional hint and the error message when there is one. */
export default function Field(props: Props) {
  const { formId, name, label, error, hint, required = false, wide = false, children } = props;
  const id = controlId(formId, name);
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  const classes = ["af-field", wide ? "af-field--wide" : "", error ? "af-field--invalid" : ""];
  return (
    <div className={classes.filter(Boolean).join(" ")}>
      {/* The asterisk stays outside the label, so the control's name is the label alone;
          aria-required tells screen readers instead. */}
      <div className="af-label">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className="af-required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children({
        id,
        name,
        "aria-invalid": Boolean(error),
        "aria-describedby": described.length > 0 ? described.join(" ") : undefined,
        "aria-required": required || undefined,
      })}
      {hint && (
        <p className="af-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="af-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Focuses the control of the first field (in `order`) that has an error. */
export function focusFirstError(
  formId: string,
  order: readonly string[],
  errors: Record<string, string | undefined>,
): void {
  const first = order.find((name) => errors[name]) ?? Object.keys(errors).find((n) => errors[n]);
  if (first) document.getElementById(controlId(formId, first))?.focus();
}
