// The product form's first sections: name, slug, SKU, brand, price, category and subcategory.
import Field from "../ui/Field.tsx";
import type { DropdownData } from "./product-api.ts";
import type { ProductFormState } from "./useProductForm.ts";

interface Props {
  formId: string;
  form: ProductFormState;
  choices: DropdownData;
}

/** Name to subcategory. */
export default function ProductDetailsFields({ formId, form, choices }: Props) {
  const { values, errors, set } = form;
  const subcategories = choices.subcategories.filter(
    (subcategory) => String(subcategory.category_id) === values.category,
  );
  return (
    <>
      <fieldset className="af-section">
        <legend>Product details</legend>
        <Field formId={formId} name="name" label="Name" error={errors.name} required wide>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={200}
              value={values.name}
              onChange={(event) => form.setName(event.target.value)}
            />
          )}
        </Field>
        <Field
          formId={formId}
          name="slug"
          label="Slug"
          error={errors.slug}
          hint={`The page address: /${values.slug || "product-slug"}`}
          required
        >
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={200}
              autoCapitalize="none"
              spellCheck={false}
              value={values.slug}
              onChange={(event) => form.setSlug(event.target.value)}
              onBlur={form.tidySlug}
            />
          )}
        </Field>
        <Field formId={formId} name="sku" label="SKU" error={errors.sku} required>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={100}
              value={values.sku}
              onChange={(event) => set("sku", event.target.value)}
            />
          )}
        </Field>
        <Field formId={formId} name="brand" label="Brand" error={errors.brand}>
          {(control) => (
            <select
              {...control}
              value={values.brand}
              onChange={(e) => set("brand", e.target.value)}
            >
              <option value="">No brand</option>
              {choices.brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.display_name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          formId={formId}
          name="price"
          label="Price (₹)"
          error={errors.price}
          hint="Leave empty to show Price on Request."
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              value={values.price}
              onChange={(event) => set("price", event.target.value)}
            />
          )}
        </Field>
      </fieldset>
      <fieldset className="af-section">
        <legend>Category</legend>
        <Field formId={formId} name="category" label="Category" error={errors.category} required>
          {(control) => (
            <select
              {...control}
              value={values.category}
              onChange={(event) => form.setCategory(event.target.value)}
            >
              <option value="">Select a category</option>
              {choices.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.display_name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          formId={formId}
          name="subcategory"
          label="Subcategory"
          error={errors.subcategory}
          hint={values.category ? undefined : "Choose a category first."}
        >
          {(control) => (
            <select
              {...control}
              disabled={!values.category}
              value={values.subcategory}
              onChange={(event) => set("subcategory", event.target.value)}
            >
              <option value="">No subcategory</option>
              {subcategories.map((subcategory) => (
                <option key={subcategory.id} value={subcategory.id}>
                  {subcategory.display_name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
    </>
  );
}
