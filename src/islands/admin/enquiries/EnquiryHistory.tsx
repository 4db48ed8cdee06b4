// An enquiry's history from the audit log (leads issue): who did what and when, newest first, with
// the changed fields.
import { ENQUIRY_STATUS_LABELS, type EnquiryStatus } from "../../../lib/enquiries.ts";
import type { Assignee } from "./assignees.ts";
import type { EnquiryHistoryEntry } from "./enquiries-api.ts";
import { describeChanges, receivedAt, type ChangeWording } from "./enquiry-text.ts";

// The audit log's actions in words; an unknown one is shown as it is.
const ACTIONS: Record<string, string> = {
  create: "Received",
  update: "Updated",
  note: "Note added",
  delete: "Deleted",
};

const FIELD_LABELS = { status: "Status", assignee_id: "Assigned to", note: "Note" };

// A note is audited as an update whose one change is the note.
const actionOf = (entry: EnquiryHistoryEntry) =>
  entry.action === "update" &&
  typeof entry.changes === "object" &&
  entry.changes !== null &&
  Object.keys(entry.changes).join() === "note"
    ? ACTIONS.note
    : (ACTIONS[entry.action] ?? entry.action);

/** The entries, or a line saying none are recorded; `staff` names the assignees by id. */
export default function EnquiryHistory({
  entries,
  staff,
}: {
  entries: EnquiryHistoryEntry[];
  staff: readonly Assignee[];
}) {
  const wording: ChangeWording = {
    labels: FIELD_LABELS,
    values: {
      status: (value) => ENQUIRY_STATUS_LABELS[value as EnquiryStatus],
      assignee_id: (value) => staff.find((member) => member.id === value)?.name,
    },
  };
  return (
    <section className="admin-history" aria-labelledby="enquiry-history-title">
      <h2 id="enquiry-history-title">History</h2>
      {entries.length === 0 ? (
        <p className="admin-history__none">No changes recorded yet.</p>
      ) : (
        <ol>
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <strong>{actionOf(entry)}</strong>
              {entry.actor && <> by {entry.actor}</>}
              <time dateTime={entry.at}>{receivedAt(entry.at)}</time>
              {describeChanges(entry.changes, wording).map((line) => (
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
