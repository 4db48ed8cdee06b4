// The busy indicator: a spinning ring and its text, announced to screen readers.

/** A spinner with a visible label (e.g. "checking authentication"). */
export default function Spinner({ label, full = false }: { label: string; full?: boolean }) {
  return (
    <div className={full ? "admin-spinner admin-spinner--full" : "admin-spinner"} role="status">
      <span className="admin-spinner__ring" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
