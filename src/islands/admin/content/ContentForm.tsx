// The add/edit form of a driver, blog or job (document 3 §2.7 to §2.9, §5), its fields drawn from
// the kind's description; errors beside the fields, focus on the first, a stale save offers a
// reload. Used as a page (drivers, blogs) and inside the jobs modal.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState, type SubmitEvent } from "react";
import { fieldMessagesOf, isStaleVersion, serverMessageOf } from "../admin-api.ts";
import ConflictNotice from "../ui/ConflictNotice.tsx";
import Field, { focusFirstError } from "../ui/Field.tsx";
import { useNotices } from "../ui/notices.tsx";
import { useLeaveGuard, valuesChanged } from "../useLeaveGuard.ts";
import { saveContent, versionOf, type ContentRecord } from "./content-api.ts";
import { contentFormData, initialValues, validateContent, withChange } from "./content-form.ts";
import type { ContentKindSpec } from "./content-kinds.ts";
import ContentInput from "./ContentInput.tsx";

interface Props {
  spec: ContentKindSpec;
  /** The record being edited; none when adding. */
  record: ContentRecord | undefined;
  /** After a successful save, and on Cancel. */
  onDone: () => void;
  onReload: () => void;
}

const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** The form; remount it (key) to load a newer version of the record. */
export default function ContentForm({ spec, record, onDone, onReload }: Props) {
  const formId = useId();
  const label = capitalised(spec.singular);
  const { notify } = useNotices();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => initialValues(spec, record));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const saved = useRef(false);
  useLeaveGuard(
    () => !saved.current && (valuesChanged(values, initialValues(spec, record)) || file !== null),
  );
  const order = spec.fields.map((field) => field.name);
  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    window.setTimeout(() => focusFirstError(formId, order, found), 0);
  };

  const save = useMutation({
    mutationFn: (form: FormData) => saveContent(spec.kind, record?.id ?? null, form),
    onSuccess: () => {
      // Leave the form first: a route change clears the notices.
      saved.current = true;
      onDone();
      notify("success", record ? spec.texts.updated : spec.texts.added);
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
    },
    onError: (error) => {
      const reason = serverMessageOf(error);
      const message = reason ? `${spec.texts.saveFailed}: ${reason}` : spec.texts.saveFailed;
      const fields = fieldMessagesOf(error);
      if (isStaleVersion(error)) {
        setConflict(message);
        return;
      }
      notify("error", message);
      if (Object.keys(fields).length > 0) showErrors(fields);
    },
  });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = validateContent(spec, values, file, !record);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    const version = record ? versionOf(spec, record) : undefined;
    save.mutate(contentFormData(spec, values, file, version));
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-labelledby={`${formId}-legend`}>
      {conflict && <ConflictNotice message={conflict} noun={spec.singular} onReload={onReload} />}
      <fieldset className="af-section">
        <legend id={`${formId}-legend`}>{label} details</legend>
        {spec.fields.map((field) => (
          <Field
            key={field.name}
            formId={formId}
            name={field.name}
            label={field.label}
            error={errors[field.name]}
            hint={field.hint}
            required={field.required === true || (field.type === "file" && !record)}
            wide={field.type === "textarea"}
          >
            {(control) => (
              <ContentInput
                field={field}
                control={control}
                value={values[field.name] ?? ""}
                storedFile={field.type === "file" ? String(record?.fileName ?? "") : undefined}
                onValue={(value) => {
                  setValues((current) => withChange(spec, current, field.name, value));
                  setErrors(({ [field.name]: _gone, ...rest }) => rest);
                }}
                onFile={(chosen) => {
                  setFile(chosen);
                  setErrors(({ [field.name]: _gone, ...rest }) => rest);
                }}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <div className="admin-form__actions">
        <button type="submit" className="admin-button" disabled={save.isPending}>
          {save.isPending ? "Saving..." : record ? `Update ${label}` : `Add ${label}`}
        </button>
        <button
          type="button"
          className="admin-button admin-button--secondary"
          onClick={onDone}
          disabled={save.isPending}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
