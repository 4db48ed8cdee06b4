// A record's status as a coloured badge (active green, inactive grey, others neutral).

/** The status word in a badge. */
export default function StatusBadge({ status }: { status: string }) {
  return <span className={`admin-badge admin-badge--${status}`}>{status}</span>;
}
