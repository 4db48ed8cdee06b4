// A screen's failed load: what failed, the reason, and a Retry (document 3 §4: error with retry).
import { serverMessageOf } from "../admin-api.ts";

interface Props {
  what: string;
  error: unknown;
  onRetry: () => void;
}

/** The error line of a list or form whose data did not load, with a Try Again button. */
export default function LoadError({ what, error, onRetry }: Props) {
  const reason = serverMessageOf(error) ?? (error instanceof Error ? error.message : undefined);
  return (
    <div className="admin-load-error" role="alert">
      <p>
        <strong>{what}</strong>
        {reason && <span> {reason}</span>}
      </p>
      <button type="button" className="admin-button admin-button--secondary" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
