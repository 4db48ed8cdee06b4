// An admin creates a staff account (POST /api/auth/register; nobody registers themself).
// Failure shows the server's message, else 'Registration failed' (document 3 §8).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type SubmitEvent } from "react";
import { registerSchema, type RegisterInput } from "../../../lib/auth/auth-schemas.ts";
import { failureMessage, fieldMessagesOf } from "../admin-api.ts";
import { registerStaff } from "./account-api.ts";
import Field, { focusFirstError, type ControlProps } from "../ui/Field.tsx";
import { useNotices } from "../ui/notices.tsx";
import { fieldErrorsOf } from "./schema-errors.ts";

const ORDER = ["username", "password", "displayName", "email", "role"];
const EMPTY = { username: "", password: "", displayName: "", email: "", role: "staff" };

/** The create form; `onDone` closes it. */
export default function StaffCreateForm({ onDone }: { onDone: () => void }) {
  const formId = useId();
  const { notify } = useNotices();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    window.setTimeout(() => focusFirstError(formId, ORDER, found), 0);
  };
  const create = useMutation({
    mutationFn: (input: RegisterInput) => registerStaff(input),
    onSuccess: (user) => {
      notify("success", `Staff account ${user.username} created successfully!`);
      void queryClient.invalidateQueries({ queryKey: ["auth", "users"] });
      onDone();
    },
    onError: (error) => {
      notify("error", failureMessage(error, "Registration failed"));
      showErrors(fieldMessagesOf(error));
    },
  });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = registerSchema.safeParse(values);
    if (!checked.success) return showErrors(fieldErrorsOf(checked.error));
    setErrors({});
    create.mutate(values as RegisterInput);
  };
  const input =
    (name: keyof typeof EMPTY, type: string, autoComplete: string) => (control: ControlProps) => (
      <input
        {...control}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
    );

  return (
    <form
      className="admin-form admin-panel"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${formId}-title`}
    >
      <h2 id={`${formId}-title`}>New Staff Account</h2>
      <fieldset className="af-section af-section--plain">
        <legend className="visually-hidden">Account details</legend>
        <Field
          formId={formId}
          name="username"
          label="Username"
          error={errors.username}
          required
          hint="3 to 40 letters, digits, dots, underscores or hyphens."
        >
          {input("username", "text", "off")}
        </Field>
        <Field
          formId={formId}
          name="password"
          label="Password"
          error={errors.password}
          required
          hint="At least 10 characters."
        >
          {input("password", "password", "new-password")}
        </Field>
        <Field formId={formId} name="displayName" label="Display Name" error={errors.displayName}>
          {input("displayName", "text", "off")}
        </Field>
        <Field formId={formId} name="email" label="Email" error={errors.email}>
          {input("email", "email", "off")}
        </Field>
        <Field formId={formId} name="role" label="Role" error={errors.role}>
          {(control) => (
            <select
              {...control}
              value={values.role}
              onChange={(e) => setValues({ ...values, role: e.target.value })}
            >
              <option value="staff">Staff</option>
              <option value="admin">Admin (also manages staff accounts)</option>
            </select>
          )}
        </Field>
      </fieldset>
      <div className="admin-form__actions">
        <button type="submit" className="admin-button" disabled={create.isPending}>
          {create.isPending ? "Creating..." : "Create Account"}
        </button>
        <button type="button" className="admin-button admin-button--secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
