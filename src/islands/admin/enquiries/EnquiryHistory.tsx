// An enquiry's history from the audit log (leads issue): who did what and when, newest first, with
// the changed fields.
import { ENQUIRY_STATUS_LABELS } from "../../../lib/enquiries.ts";
import type { EnquiryHistoryEntry } from "./enquiries-api.ts";
import { describeChanges, receivedAt } from "./enquiry-text.ts";

// The audit log's actions in words; an unknown one is shown as it is.
const ACTIONS: Record<string, string> = {
  create: "Received",
  update: "Updated",
  note: "Note added",
  delete: "Deleted",
};

/** The entries, or a line saying none are recorded. */
export default function EnquiryHistory({ entries }: { entries: EnquiryHistoryEntry[] }) {
  return (
    <section className="admin-history" aria-labelledby="enquiry-history-title">
      <h2 id="enquiry-history-title">History</h2>
      {entries.length === 0 ? (
        <p className="admin-history__none">No changes recorded yet.</p>
      ) : (
        <ol>
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <strong>{ACTIONS[entry.action] ?? entry.action}</strong>
              {entry.actor && <> by {entry.actor}</>}
              <time dateTime={entry.at}>{receivedAt(entry.at)}</time>
              {describeChanges(entry.changes, ENQUIRY_STATUS_LABELS).map((line) => (
                <span key={line} className="admin-history__change">
                  {line}
                </span>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
