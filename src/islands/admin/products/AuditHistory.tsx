// A record's history on its edit form: who created, changed or deleted it and when (newest first).
import type { AuditEntry } from "./product-api.ts";

const ACTIONS: Record<string, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
};

const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });

/** The list of changes, or a line saying none are recorded. */
export default function AuditHistory({ entries }: { entries: AuditEntry[] }) {
  return (
    <section className="admin-history" aria-labelledby="admin-history-title">
      <h2 id="admin-history-title">History</h2>
      {entries.length === 0 ? (
        <p className="admin-history__none">No changes recorded yet.</p>
      ) : (
        <ol>
          {entries.map((entry, index) => (
            <li key={`${entry.created_at}-${index}`}>
              <strong>{ACTIONS[entry.action] ?? entry.action}</strong> by{" "}
              {entry.actor_username ?? "a deleted account"}
              <time dateTime={entry.created_at}>{when.format(new Date(entry.created_at))}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
