// The "Per page" select of a server-paginated list's filters.

interface Props {
  /** The control's id (its label points at it). */
  id: string;
  /** The sizes offered, and the one chosen. */
  sizes: readonly number[];
  value: number;
  onChange: (size: number) => void;
}

/** A labelled select of the page sizes, in the filters' field layout. */
export default function PageSizeSelect({ id, sizes, value, onChange }: Props) {
  return (
    <div className="af-field">
      <label htmlFor={id}>Per page</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
