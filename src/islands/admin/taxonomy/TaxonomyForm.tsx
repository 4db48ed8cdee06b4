// The add/edit form of a category, subcategory or brand (document 3 §2.6, §5), its fields drawn
// from the kind's description; errors beside the fields, focus on the first.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState, type SubmitEvent } from "react";
import { fieldMessagesOf, isStaleVersion, serverMessageOf } from "../admin-api.ts";
import { adminPaths } from "../admin-routes.ts";
import { lastListPath, returnToList } from "../list-memory.ts";
import { Link } from "../navigation.tsx";
import ConflictNotice from "../ui/ConflictNotice.tsx";
import Field, { focusFirstError } from "../ui/Field.tsx";
import { useNotices } from "../ui/notices.tsx";
import { useLeaveGuard, valuesChanged } from "../useLeaveGuard.ts";
import { saveTaxonomy, type TaxonomyRow } from "./taxonomy-api.ts";
import {
  taxonomyFormData,
  taxonomyTexts,
  validateTaxonomy,
  type TaxonomyKindSpec,
} from "./taxonomy-kinds.ts";
import TaxonomyInput from "./TaxonomyInput.tsx";

interface Props {
  spec: TaxonomyKindSpec;
  row: TaxonomyRow | undefined;
  parents: TaxonomyRow[];
  onReload: () => void;
}

/** The form; remount it (key) to load a newer version of the record. */
export default function TaxonomyForm({ spec, row, parents, onReload }: Props) {
  const formId = useId();
  const texts = taxonomyTexts(spec);
  const { notify } = useNotices();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...row?.fields }));
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [remove, setRemove] = useState<ReadonlySet<string>>(new Set());
  const saved = useRef(false);
  useLeaveGuard(
    () =>
      !saved.current &&
      (valuesChanged(values, { ...row?.fields }) ||
        Object.values(files).some((file) => file !== null) ||
        remove.size > 0),
  );
  const order = spec.fields.map((field) => field.name);
  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    window.setTimeout(() => focusFirstError(formId, order, found), 0);
  };

  const save = useMutation({
    mutationFn: (form: FormData) => saveTaxonomy(spec.kind, row?.id ?? null, form),
    onSuccess: () => {
      saved.current = true;
      returnToList(adminPaths.list(spec.kind));
      notify("success", row ? texts.updated : texts.added);
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
    },
    onError: (error) => {
      const message = texts.saveFailed(serverMessageOf(error));
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
    const found = validateTaxonomy(spec, values, files);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    save.mutate(taxonomyFormData(spec, values, files, row && { version: row.version, remove }));
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-labelledby="admin-screen-title">
      {conflict && <ConflictNotice message={conflict} noun={spec.singular} onReload={onReload} />}
      <fieldset className="af-section">
        <legend>{texts.label} details</legend>
        {spec.fields.map((field) => (
          <Field
            key={field.name}
            formId={formId}
            name={field.name}
            label={field.label}
            error={errors[field.name]}
            hint={field.hint}
            required={field.required ?? false}
            wide={field.type === "textarea"}
          >
            {(control) => (
              <TaxonomyInput
                field={field}
                control={control}
                value={values[field.name] ?? ""}
                file={files[field.name] ?? null}
                current={row?.fields[field.name] ?? ""}
                parents={parents}
                onValue={(value) => {
                  setValues((current) => ({ ...current, [field.name]: value }));
                  setErrors(({ [field.name]: _gone, ...rest }) => rest);
                }}
                onFile={(file) => setFiles((current) => ({ ...current, [field.name]: file }))}
                removing={remove.has(field.name)}
                onRemove={(on) => {
                  const next = new Set(remove);
                  if (on) next.add(field.name);
                  else next.delete(field.name);
                  setRemove(next);
                }}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <div className="admin-form__actions">
        <button type="submit" className="admin-button" disabled={save.isPending}>
          {save.isPending ? "Saving..." : row ? `Update ${texts.label}` : texts.add}
        </button>
        <Link
          className="admin-button admin-button--secondary"
          href={lastListPath(adminPaths.list(spec.kind))}
        >
          Cancel
        </Link>
      </div>
    </form>
  );
}
