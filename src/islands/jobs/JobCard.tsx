// One job card (document 2 §2.6): Featured badge, title, company, location, type and level badges,
// salary range, description, posted date, views, Apply Now and View Details.
import {
  EXPERIENCE_LEVEL_LABELS,
  formatPostedDate,
  JOB_TYPE_LABELS,
  jobTexts,
  jobUrl,
  type JobCardData,
} from "../../lib/jobs/jobs.ts";
import { truncateText } from "../../lib/text.ts";
import { untilHydrated } from "../shared/awaits-script.ts";

interface Props {
  job: JobCardData;
  /** Disabled until the island has hydrated: the dialog needs the script. */
  canApply: boolean;
  onApply: (job: JobCardData, opener: HTMLButtonElement) => void;
}

const DESCRIPTION_LENGTH = 220;

/** A job's card in the careers grid. */
export default function JobCard({ job, canApply, onApply }: Props) {
  const titleId = `job-${job.id}-title`;
  const views = `${job.views.toLocaleString("en-IN")} ${job.views === 1 ? "view" : "views"}`;
  return (
    <article className="job-card" aria-labelledby={titleId}>
      {job.featured && <span className="job-card__featured">Featured</span>}
      <h2 id={titleId} className="job-card__title">
        {job.title}
      </h2>
      <p className="job-card__company">{job.company}</p>
      <p className="job-card__location">
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
          />
        </svg>
        {job.location}
      </p>
      <ul className="job-card__badges" aria-label="Job type and level">
        <li className="job-badge job-badge--type">{JOB_TYPE_LABELS[job.job_type]}</li>
        <li className="job-badge job-badge--level">
          {EXPERIENCE_LEVEL_LABELS[job.experience_level]}
        </li>
      </ul>
      {job.salary_range && <p className="job-card__salary">{job.salary_range}</p>}
      <p className="job-card__description">{truncateText(job.description, DESCRIPTION_LENGTH)}</p>
      <p className="job-card__meta">
        <span>Posted {formatPostedDate(job.created_at)}</span>
        <span aria-hidden="true">·</span>
        <span>{views}</span>
      </p>
      <div className="job-card__actions">
        <button
          type="button"
          className="button"
          aria-describedby={titleId}
          {...untilHydrated(canApply)}
          onClick={(event) => onApply(job, event.currentTarget)}
        >
          {jobTexts.applyNow}
        </button>
        <a className="button secondary" href={jobUrl(job.slug)} aria-describedby={titleId}>
          {jobTexts.viewDetails}
        </a>
      </div>
    </article>
  );
}
