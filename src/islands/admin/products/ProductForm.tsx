// The add/edit product form (document 3 §2.5): every field, checks beside each field with focus on
// the first error, the save alert texts, and the Reload offer when someone else saved first.
import { useId, type SubmitEvent } from "react";
import { adminPaths } from "../admin-routes.ts";
import { lastListPath } from "../list-memory.ts";
import { Link } from "../navigation.tsx";
import type { DropdownData } from "./product-api.ts";
import ProductDetailsFields from "./ProductDetailsFields.tsx";
import ProductFileFields from "./ProductFileFields.tsx";
import { DescriptionFields, SeoFields } from "./ProductTextFields.tsx";
import { useProductForm, type ProductTarget } from "./useProductForm.ts";
import ConflictNotice from "../ui/ConflictNotice.tsx";

interface Props {
  target: ProductTarget;
  choices: DropdownData;
  current: { image: string; pdf: string };
  onReload: () => void;
  reloading: boolean;
}

/** The form; a new `target` (after a reload) must remount it (give it a key). */
export default function ProductForm({ target, choices, current, onReload, reloading }: Props) {
  const formId = useId();
  const form = useProductForm(formId, target);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-labelledby="admin-screen-title">
      {form.conflict && (
        <ConflictNotice
          message={form.conflict}
          noun="product"
          onReload={onReload}
          reloading={reloading}
        />
      )}
      <p className="admin-form__note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <ProductDetailsFields formId={formId} form={form} choices={choices} />
      <DescriptionFields formId={formId} form={form} />
      <ProductFileFields formId={formId} form={form} current={current} />
      <SeoFields formId={formId} form={form} />
      <div className="admin-form__actions">
        <button type="submit" className="admin-button" disabled={form.saving}>
          {form.saving ? "Saving..." : form.mode === "add" ? "Add Product" : "Update Product"}
        </button>
        <Link
          className="admin-button admin-button--secondary"
          href={lastListPath(adminPaths.list("products"))}
        >
          Cancel
        </Link>
      </div>
    </form>
  );
}
