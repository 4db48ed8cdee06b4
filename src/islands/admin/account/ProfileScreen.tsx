// /admin/profile: the signed-in user's display name and e-mail (PUT /api/auth/profile; the answer is
// merged into the remembered user). Failure: the server's message, else 'Profile update failed'.
import { useMutation } from "@tanstack/react-query";
import { useId, useState, type SubmitEvent } from "react";
import { profileSchema } from "../../../lib/auth/auth-schemas.ts";
import { failureMessage, fieldMessagesOf } from "../admin-api.ts";
import { updateProfile } from "./account-api.ts";
import { useAuth, useSignedInUser } from "../auth/auth-state.tsx";
import Field, { focusFirstError } from "../ui/Field.tsx";
import { useNotices } from "../ui/notices.tsx";
import { fieldErrorsOf } from "./schema-errors.ts";

const ORDER = ["displayName", "email"];

/** The profile form. */
export default function ProfileScreen() {
  const formId = useId();
  const user = useSignedInUser();
  const { replaceUser } = useAuth();
  const { notify } = useNotices();
  const [values, setValues] = useState({
    displayName: user.displayName ?? "",
    email: user.email ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    window.setTimeout(() => focusFirstError(formId, ORDER, found), 0);
  };
  const save = useMutation({
    mutationFn: () => updateProfile(values),
    onSuccess: (updated) => {
      replaceUser(updated);
      notify("success", "Profile updated successfully!");
    },
    onError: (error) => {
      notify("error", failureMessage(error, "Profile update failed"));
      showErrors(fieldMessagesOf(error));
    },
  });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = profileSchema.safeParse(values);
    if (!checked.success) return showErrors(fieldErrorsOf(checked.error));
    setErrors({});
    save.mutate();
  };

  return (
    <section className="admin-screen admin-screen--narrow" aria-labelledby={`${formId}-title`}>
      <h1 id={`${formId}-title`}>Profile</h1>
      <form
        className="admin-form admin-panel"
        onSubmit={submit}
        noValidate
        aria-labelledby={`${formId}-title`}
      >
        <dl className="admin-facts">
          <dt>Username</dt>
          <dd>{user.username}</dd>
          <dt>Role</dt>
          <dd>{user.role}</dd>
        </dl>
        <Field formId={formId} name="displayName" label="Display Name" error={errors.displayName}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="name"
              maxLength={200}
              value={values.displayName}
              onChange={(event) => setValues({ ...values, displayName: event.target.value })}
            />
          )}
        </Field>
        <Field formId={formId} name="email" label="Email" error={errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              maxLength={254}
              value={values.email}
              onChange={(event) => setValues({ ...values, email: event.target.value })}
            />
          )}
        </Field>
        <div className="admin-form__actions">
          <button type="submit" className="admin-button" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save Profile"}
          </button>
        </div>
      </form>
    </section>
  );
}
