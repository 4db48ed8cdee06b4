// /admin/password: the signed-in user changes their password (POST /api/auth/change-password; the
// server signs out their other sessions). Failure: the server's message, else 'Password change
// failed' (document 3 §8).
import { useMutation } from "@tanstack/react-query";
import { useId, useState, type SubmitEvent } from "react";
import { changePasswordSchema } from "../../../lib/auth/auth-schemas.ts";
import { failureMessage, fieldMessagesOf } from "../admin-api.ts";
import { changePassword } from "./account-api.ts";
import Field, { focusFirstError, type ControlProps } from "../ui/Field.tsx";
import { useNotices } from "../ui/notices.tsx";
import { fieldErrorsOf } from "./schema-errors.ts";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };
const ORDER = Object.keys(EMPTY);

/** Checks the three fields: the shared rules, and the confirmation matching. */
export function passwordChangeErrors(values: typeof EMPTY): Record<string, string> {
  const checked = changePasswordSchema.safeParse(values);
  const errors = checked.success ? {} : fieldErrorsOf(checked.error);
  if (values.confirmPassword !== values.newPassword) {
    errors.confirmPassword ??= "The two new passwords do not match";
  }
  return errors;
}

/** The change password form. */
export default function ChangePasswordScreen() {
  const formId = useId();
  const { notify } = useNotices();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    window.setTimeout(() => focusFirstError(formId, ORDER, found), 0);
  };
  const change = useMutation({
    mutationFn: () =>
      changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    onSuccess: () => {
      setValues(EMPTY);
      notify("success", "Password changed successfully! Your other sessions have been signed out.");
    },
    onError: (error) => {
      notify("error", failureMessage(error, "Password change failed"));
      showErrors(fieldMessagesOf(error));
    },
  });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = passwordChangeErrors(values);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    change.mutate();
  };
  const input = (name: keyof typeof EMPTY, autoComplete: string) => (control: ControlProps) => (
    <input
      {...control}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
    />
  );

  return (
    <section className="admin-screen admin-screen--narrow" aria-labelledby={`${formId}-title`}>
      <h1 id={`${formId}-title`}>Change Password</h1>
      <form
        className="admin-form admin-panel"
        onSubmit={submit}
        noValidate
        aria-labelledby={`${formId}-title`}
      >
        <Field
          formId={formId}
          name="currentPassword"
          label="Current Password"
          error={errors.currentPassword}
          required
        >
          {input("currentPassword", "current-password")}
        </Field>
        <Field
          formId={formId}
          name="newPassword"
          label="New Password"
          error={errors.newPassword}
          hint="At least 10 characters."
          required
        >
          {input("newPassword", "new-password")}
        </Field>
        <Field
          formId={formId}
          name="confirmPassword"
          label="Confirm New Password"
          error={errors.confirmPassword}
          required
        >
          {input("confirmPassword", "new-password")}
        </Field>
        <div className="admin-form__actions">
          <button type="submit" className="admin-button" disabled={change.isPending}>
            {change.isPending ? "Changing..." : "Change Password"}
          </button>
        </div>
      </form>
    </section>
  );
}
