// The control of one content form field: text, e-mail, URL, date, a long text, a select, a
// checkbox, a slug or a file (with the stored file's name).
import type { ControlProps } from "../ui/Field.tsx";
import type { ContentField } from "./content-kinds.ts";

interface Props {
  field: ContentField;
  control: ControlProps;
  value: string;
  onValue: (value: string) => void;
  onFile: (file: File | null) => void;
  /** The name of the file stored now, for a file field on edit. */
  storedFile?: string | undefined;
}

const INPUT_TYPES: Partial<Record<ContentField["type"], string>> = {
  email: "email",
  url: "url",
  date: "date",
};

/** The input, textarea or select for `field`. */
export default function ContentInput({
  field,
  control,
  value,
  onValue,
  onFile,
  storedFile,
}: Props) {
  switch (field.type) {
    case "textarea":
      return (
        <textarea
          {...control}
          rows={field.name === "content" ? 12 : 4}
          maxLength={field.max}
          value={value}
          onChange={(event) => onValue(event.target.value)}
        />
      );
    case "select":
      return (
        <select {...control} value={value} onChange={(event) => onValue(event.target.value)}>
          {!field.initial && <option value="">Select {field.label.toLowerCase()}</option>}
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case "checkbox":
      return (
        <input
          {...control}
          type="checkbox"
          className="af-checkbox"
          checked={value === "true"}
          onChange={(event) => onValue(String(event.target.checked))}
        />
      );
    case "file":
      return (
        <>
          <input
            {...control}
            type="file"
            onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          />
          {storedFile && <p className="af-hint">Current file: {storedFile}</p>}
        </>
      );
    default:
      return (
        <input
          {...control}
          type={INPUT_TYPES[field.type] ?? "text"}
          autoCapitalize={field.type === "text" ? undefined : "none"}
          spellCheck={field.type === "text" ? undefined : false}
          maxLength={field.max}
          value={value}
          onChange={(event) => onValue(event.target.value)}
        />
      );
  }
}
