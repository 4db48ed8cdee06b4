// A record's history on its screen, newest first: what was done, by whom and when, and the changed
// fields where the screen words them (history-lines.ts).
import { useId } from "react";
import { recordHistoryLines, type HistoryLine, type RecordAuditEntry } from "./history-lines.ts";

/** The entries, or a line saying none are recorded. */
export default function History({ lines }: { lines: readonly HistoryLine[] }) {
  const titleId = useId();
  return (
    <section className="admin-history" aria-labelledby={titleId}>
      <h2 id={titleId}>History</h2>
      {lines.length === 0 ? (
        <p className="admin-history__none">No changes recorded yet.</p>
      ) : (
        <ol>
          {lines.map((line, index) => (
            <li key={`${line.at}-${index}`}>
              <strong>{line.action}</strong>
              {line.actor && <> by {line.actor}</>}
              <time dateTime={line.at}>{line.shownAt}</time>
              {line.changes?.map((change) => (
                <span key={change} className="admin-history__change">
                  {change}
                </span>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The history of a catalogue or content record, from its audit entries. */
export function RecordHistory({ entries }: { entries: readonly RecordAuditEntry[] }) {
  return <History lines={recordHistoryLines(entries)} />;
}
