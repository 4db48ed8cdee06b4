// The control of one taxonomy form field: text, key, URL, a long text, the parent category select
// or an image file with the current picture.
import { slugify } from "../../../lib/slug.ts";
import CurrentFile from "../ui/CurrentFile.tsx";
import type { ControlProps } from "../ui/Field.tsx";
import type { TaxonomyRow } from "./taxonomy-api.ts";
import type { TaxonomyField } from "./taxonomy-kinds.ts";

interface Props {
  field: TaxonomyField;
  control: ControlProps;
  value: string;
  file: File | null;
  current: string;
  parents: TaxonomyRow[];
  onValue: (value: string) => void;
  onFile: (file: File | null) => void;
  /** Whether the stored picture is to be removed on save. */
  removing: boolean;
  onRemove: (remove: boolean) => void;
}

/** The input, textarea or select for `field`. */
export default function TaxonomyInput(props: Props) {
  const { field, control, value, parents, onValue } = props;
  switch (field.type) {
    case "textarea":
      return (
        <textarea
          {...control}
          rows={5}
          maxLength={field.max}
          value={value}
          onChange={(e) => onValue(e.target.value)}
        />
      );
    case "parent":
      return (
        <select {...control} value={value} onChange={(event) => onValue(event.target.value)}>
          <option value="">Select a category</option>
          {parents.map((parent) => (
            <option key={parent.id} value={parent.id}>
              {parent.fields.display_name}
            </option>
          ))}
        </select>
      );
    case "position":
      return (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          maxLength={5}
          value={value}
          onChange={(event) => onValue(event.target.value)}
        />
      );
    case "hidden":
      return (
        <input
          {...control}
          type="checkbox"
          checked={value === "true"}
          onChange={(event) => onValue(event.target.checked ? "true" : "false")}
        />
      );
    case "image":
      return (
        <>
          <input
            {...control}
            type="file"
            accept="image/*"
            onChange={(event) => props.onFile(event.target.files?.[0] ?? null)}
          />
          <CurrentFile kind="image" url={props.current} chosen={props.file} />
          {props.current && !props.file && (
            <label className="af-check">
              <input
                type="checkbox"
                checked={props.removing}
                onChange={(event) => props.onRemove(event.target.checked)}
              />
              <span>Remove the current {field.label.toLowerCase()}</span>
            </label>
          )}
        </>
      );
    default:
      return (
        <input
          {...control}
          type={field.type === "url" ? "url" : "text"}
          inputMode={field.type === "url" ? "url" : undefined}
          autoCapitalize={field.type === "text" ? undefined : "none"}
          spellCheck={field.type === "text" ? undefined : false}
          maxLength={field.max}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          // A key follows the slug rule: "Barcode Printers" becomes "barcode-printers" on leaving.
          onBlur={() => field.type === "key" && slugify(value) !== value && onValue(slugify(value))}
        />
      );
  }
}
