// The notice of a save refused because someone saved the record first (a stale version, 409):
// what happened, and Reload, which replaces the unsaved changes with the saved record.

interface Props {
  message: string;
  /** The record's kind in words ("product", "driver"). */
  noun: string;
  onReload: () => void;
  reloading?: boolean;
}

/** The alert with its Reload button. */
export default function ConflictNotice({ message, noun, onReload, reloading = false }: Props) {
  return (
    <div className="admin-conflict" role="alert">
      <p>{message}</p>
      <button type="button" className="admin-button" onClick={onReload} disabled={reloading}>
        {reloading ? "Reloading..." : "Reload"}
      </button>
      <p className="af-hint">Reloading replaces your unsaved changes with the saved {noun}.</p>
    </div>
  );
}
