// The careers page's search box and its job-type and experience-level filters (document 2 §2.6).
import { useId } from "react";
import {
  ALL,
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  isExperienceLevel,
  isJobType,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  type JobFilters,
} from "../../lib/jobs/jobs.ts";

interface Props {
  filters: JobFilters;
  onChange: (filters: JobFilters) => void;
  /** Disabled until the island has hydrated: filtering needs the script. */
  enabled: boolean;
}

/** Search and the two filters; each change filters the list at once. */
export default function JobFiltersBar({ filters, onChange, enabled }: Props) {
  const id = useId();
  return (
    <div className="job-filters" role="search" aria-label="Search jobs">
      <div className="job-filters__control job-filters__control--search">
        <label htmlFor={`${id}-search`}>Search</label>
        <input
          id={`${id}-search`}
          type="search"
          placeholder="Search jobs..."
          value={filters.search}
          maxLength={100}
          disabled={!enabled}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </div>
      <div className="job-filters__control">
        <label htmlFor={`${id}-type`}>Job Type</label>
        <select
          id={`${id}-type`}
          value={filters.jobType}
          disabled={!enabled}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ ...filters, jobType: isJobType(value) ? value : ALL });
          }}
        >
          <option value={ALL}>All Types</option>
          {JOB_TYPES.map((type) => (
            <option key={type} value={type}>
              {JOB_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="job-filters__control">
        <label htmlFor={`${id}-level`}>Experience Level</label>
        <select
          id={`${id}-level`}
          value={filters.experienceLevel}
          disabled={!enabled}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ ...filters, experienceLevel: isExperienceLevel(value) ? value : ALL });
          }}
        >
          <option value={ALL}>All Levels</option>
          {EXPERIENCE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {EXPERIENCE_LEVEL_LABELS[level]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
