// The product form's text sections: descriptions, specifications, key features and the
// search-engine fields.
import Field from "../ui/Field.tsx";
import type { ProductFormValues } from "./product-form.ts";
import type { ProductFormState } from "./useProductForm.ts";

type TextField = Extract<
  keyof ProductFormValues,
  | "shortDescription"
  | "description"
  | "specifications"
  | "keyFeatures"
  | "metaTitle"
  | "metaKeywords"
  | "metaDescription"
>;

interface TextSpec {
  name: TextField;
  label: string;
  rows: number;
  max: number;
  required?: boolean;
  hint?: string;
}

const DESCRIPTIONS: TextSpec[] = [
  {
    name: "shortDescription",
    label: "Short Description",
    rows: 3,
    max: 2000,
    required: true,
    hint: "Shown on product cards and in search results.",
  },
  { name: "description", label: "Description", rows: 7, max: 20000, required: true },
  {
    name: "specifications",
    label: "Specifications",
    rows: 7,
    max: 20000,
    hint: "One per line, as Label: value (for example Resolution: 203 dpi).",
  },
  { name: "keyFeatures", label: "Key Features", rows: 5, max: 20000, hint: "One per line." },
];

const SEO: TextSpec[] = [
  { name: "metaTitle", label: "Meta Title", rows: 1, max: 300 },
  { name: "metaKeywords", label: "Meta Keywords", rows: 1, max: 1000, hint: "Comma-separated." },
  { name: "metaDescription", label: "Meta Description", rows: 3, max: 1000 },
];

function TextFields({
  formId,
  form,
  specs,
}: {
  formId: string;
  form: ProductFormState;
  specs: TextSpec[];
}) {
  return specs.map((spec) => (
    <Field
      key={spec.name}
      formId={formId}
      name={spec.name}
      label={spec.label}
      error={form.errors[spec.name]}
      hint={spec.hint}
      required={spec.required ?? false}
      wide
    >
      {(control) =>
        spec.rows === 1 ? (
          <input
            {...control}
            type="text"
            maxLength={spec.max}
            value={form.values[spec.name]}
            onChange={(event) => form.set(spec.name, event.target.value)}
          />
        ) : (
          <textarea
            {...control}
            rows={spec.rows}
            maxLength={spec.max}
            value={form.values[spec.name]}
            onChange={(event) => form.set(spec.name, event.target.value)}
          />
        )
      }
    </Field>
  ));
}

/** Short description, description, specifications and key features. */
export function DescriptionFields(props: { formId: string; form: ProductFormState }) {
  return (
    <fieldset className="af-section">
      <legend>Descriptions</legend>
      <TextFields {...props} specs={DESCRIPTIONS} />
    </fieldset>
  );
}

/** Meta title, keywords and description. */
export function SeoFields(props: { formId: string; form: ProductFormState }) {
  return (
    <fieldset className="af-section">
      <legend>Search engines</legend>
      <TextFields {...props} specs={SEO} />
    </fieldset>
  );
}
