// One job in the Job Management list (document 3 §2.9): title, company, location, description,
// job type, experience level, salary range when given, a status badge, Edit and Delete.
import { EXPERIENCE_LEVEL_LABELS, JOB_TYPE_LABELS } from "../../../lib/jobs/jobs.ts";
import { truncateText } from "../../../lib/text.ts";
import type { ContentRecord } from "../content/content-api.ts";
import StatusBadge from "../ui/StatusBadge.tsx";

interface Props {
  job: ContentRecord;
  onEdit: () => void;
  onDelete: () => void;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const labelOf = (labels: Readonly<Record<string, string>>, value: unknown) =>
  labels[text(value)] ?? text(value);

/** The card. */
export default function JobCard({ job, onEdit, onDelete }: Props) {
  const title = text(job.title);
  return (
    <li className="admin-job">
      <div className="admin-job__head">
        <h2>{title}</h2>
        <StatusBadge status={text(job.status)} />
      </div>
      <p className="admin-job__meta">
        {text(job.company)} · {text(job.location)}
      </p>
      <p className="admin-job__description">{truncateText(text(job.description), 160)}</p>
      <p className="admin-job__tags">
        <span className="admin-chip">{labelOf(JOB_TYPE_LABELS, job.job_type)}</span>
        <span className="admin-chip">{labelOf(EXPERIENCE_LEVEL_LABELS, job.experience_level)}</span>
        {text(job.salary_range) && <span className="admin-chip">{text(job.salary_range)}</span>}
      </p>
      <div className="admin-job__actions">
        <button type="button" className="admin-button admin-button--small" onClick={onEdit}>
          Edit<span className="visually-hidden"> {title}</span>
        </button>
        <button
          type="button"
          className="admin-button admin-button--small admin-button--danger-outline"
          onClick={onDelete}
        >
          Delete<span className="visually-hidden"> {title}</span>
        </button>
      </div>
    </li>
  );
}
