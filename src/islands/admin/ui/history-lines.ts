// A history's entries in words, as the History component shows them; here, how the catalogue and
// content records' audit entries read (enquiries word theirs in enquiries/enquiry-text.ts).
import { indiaDateTime } from "./india-time.ts";

/** One audit log entry as a history shows it, worded by its screen. */
export interface HistoryLine {
  /** What was done ("Updated"). */
  action: string;
  /** Who did it; null leaves "by …" out. */
  actor: string | null;
  /** When, as the audit log gives it (ISO time). */
  at: string;
  /** When, as staff read it. */
  shownAt: string;
  /** The changed fields in words, one a line. */
  changes?: readonly string[];
}

/** An audit entry of a product, category, subcategory, brand, driver, blog or job. */
export interface RecordAuditEntry {
  action: string;
  actor_username?: string | null | undefined;
  created_at: string;
}

// The audit log's actions in words; an unknown one is shown as it is.
const RECORD_ACTIONS: Readonly<Record<string, string>> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
};

/** A record's audit entries in words; an account since deleted is named as such. */
export const recordHistoryLines = (entries: readonly RecordAuditEntry[]): HistoryLine[] =>
  entries.map((entry) => ({
    action: RECORD_ACTIONS[entry.action] ?? entry.action,
    actor: entry.actor_username ?? "a deleted account",
    at: entry.created_at,
    shownAt: indiaDateTime(entry.created_at),
  }));
