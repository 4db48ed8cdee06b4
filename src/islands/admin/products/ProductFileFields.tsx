// The product form's image and PDF (document 3 §2.5, §5: image required on add, image files only;
// pdf accepts .pdf) and its publishing choices: status, featured, pinned and position.
import Field from "../ui/Field.tsx";
import CurrentFile from "../ui/CurrentFile.tsx";
import type { ProductFormState } from "./useProductForm.ts";

interface Props {
  formId: string;
  form: ProductFormState;
  current: { image: string; pdf: string };
}

/** Image, PDF, status, featured, pinned and position. */
export default function ProductFileFields({ formId, form, current }: Props) {
  const { values, errors, mode } = form;
  return (
    <>
      <fieldset className="af-section">
        <legend>Files</legend>
        <div className="af-file">
          <Field
            formId={formId}
            name="image"
            label="Image"
            error={errors.image}
            required={mode === "add"}
            hint={
              mode === "edit"
                ? "Choose a file only to replace the current image."
                : "JPEG, PNG, WebP, GIF or SVG, up to 2 MB."
            }
          >
            {(control) => (
              <input
                {...control}
                type="file"
                accept="image/*"
                onChange={(event) => form.setFile("image", event.target.files?.[0] ?? null)}
              />
            )}
          </Field>
          <CurrentFile kind="image" url={current.image} chosen={form.files.image} />
        </div>
        <div className="af-file">
          <Field
            formId={formId}
            name="pdf"
            label="PDF Datasheet"
            error={errors.pdf}
            hint={
              mode === "edit" && current.pdf
                ? "Choose a file only to replace the current PDF."
                : "Optional; a PDF up to 3.5 MB."
            }
          >
            {(control) => (
              <input
                {...control}
                type="file"
                accept=".pdf,application/pdf"
                onChange={(event) => form.setFile("pdf", event.target.files?.[0] ?? null)}
              />
            )}
          </Field>
          <CurrentFile kind="pdf" url={current.pdf} chosen={form.files.pdf} />
          {mode === "edit" && current.pdf && !form.files.pdf && (
            <label className="af-check">
              <input
                type="checkbox"
                checked={form.removePdf}
                onChange={(event) => form.setRemovePdf(event.target.checked)}
              />
              <span>Remove the current PDF</span>
            </label>
          )}
        </div>
      </fieldset>
      <fieldset className="af-section">
        <legend>Publishing</legend>
        <Field formId={formId} name="status" label="Status" error={errors.status}>
          {(control) => (
            <select
              {...control}
              value={values.status}
              onChange={(event) =>
                form.set("status", event.target.value === "inactive" ? "inactive" : "active")
              }
            >
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </select>
          )}
        </Field>
        <Field
          formId={formId}
          name="position"
          label="Position in its category"
          hint="Lower numbers come first, after pinned and featured products; leave empty for newest first."
          error={errors.position}
        >
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              value={values.position}
              onChange={(event) => form.set("position", event.target.value)}
            />
          )}
        </Field>
        <div className="af-field af-field--check">
          <label className="af-check">
            <input
              id={`${formId}-featured`}
              type="checkbox"
              name="featured"
              checked={values.featured}
              onChange={(event) => form.set("featured", event.target.checked)}
            />
            <span>Featured product (shown on the home page)</span>
          </label>
        </div>
        <div className="af-field af-field--check">
          <label className="af-check">
            <input
              id={`${formId}-pinned`}
              type="checkbox"
              name="pinned"
              checked={values.pinned}
              onChange={(event) => form.set("pinned", event.target.checked)}
            />
            <span>Pin to the top of its listings</span>
          </label>
        </div>
      </fieldset>
    </>
  );
}
