// The inbox's filters (leads issue): search, type, status, received from / to, city and page size.
// Choices apply at once; the two text boxes apply when typing pauses or at Enter.
import { useId, type SubmitEvent } from "react";
import {
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  ENQUIRY_TYPE_LABELS,
  ENQUIRY_TYPES,
  type EnquiryStatus,
  type EnquiryType,
} from "../../../lib/enquiries/enquiries.ts";
import {
  ENQUIRY_PAGE_SIZES,
  isFiltered,
  MAX_ENQUIRY_CITY_LENGTH,
  NO_FILTERS,
  MAX_ENQUIRY_SEARCH_LENGTH,
  type EnquiryListState,
} from "./enquiry-list-query.ts";
import PageSizeSelect from "../ui/PageSizeSelect.tsx";
import { usePausedText } from "./usePausedText.ts";

interface Props {
  state: EnquiryListState;
  onChange: (next: Partial<EnquiryListState>) => void;
}

/** The filter form above the inbox table. */
export default function EnquiryFilters({ state, onChange }: Props) {
  const id = useId();
  const search = usePausedText(state.q, (q) => onChange({ q }));
  const city = usePausedText(state.city, (text) => onChange({ city: text }));
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ q: search.text, city: city.text });
  };

  return (
    <form className="admin-filters admin-filters--enquiries" role="search" onSubmit={submit}>
      <div className="af-field admin-filters__search">
        <label htmlFor={`${id}-q`}>Search</label>
        <input
          id={`${id}-q`}
          type="search"
          value={search.text}
          placeholder="Name, company, e-mail, mobile or message"
          maxLength={MAX_ENQUIRY_SEARCH_LENGTH}
          onChange={(event) => search.setText(event.target.value)}
        />
      </div>
      <div className="af-field">
        <label htmlFor={`${id}-type`}>Type</label>
        <select
          id={`${id}-type`}
          value={state.type}
          onChange={(event) => onChange({ type: event.target.value as EnquiryType | "" })}
        >
          <option value="">All types</option>
          {ENQUIRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {ENQUIRY_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="af-field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          value={state.status}
          onChange={(event) => onChange({ status: event.target.value as EnquiryStatus | "" })}
        >
          <option value="">All statuses</option>
          {ENQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ENQUIRY_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="af-field">
        <label htmlFor={`${id}-from`}>Received from</label>
        <input
          id={`${id}-from`}
          type="date"
          value={state.from}
          max={state.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </div>
      <div className="af-field">
        <label htmlFor={`${id}-to`}>Received to</label>
        <input
          id={`${id}-to`}
          type="date"
          value={state.to}
          min={state.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </div>
      <div className="af-field">
        <label htmlFor={`${id}-city`}>City</label>
        <input
          id={`${id}-city`}
          type="text"
          value={city.text}
          maxLength={MAX_ENQUIRY_CITY_LENGTH}
          autoComplete="off"
          onChange={(event) => city.setText(event.target.value)}
        />
      </div>
      <PageSizeSelect
        id={`${id}-size`}
        sizes={ENQUIRY_PAGE_SIZES}
        value={state.pageSize}
        onChange={(pageSize) => onChange({ pageSize })}
      />
      <div className="admin-filters__actions">
        {/* Enter in a text box applies it; this button is for pointer users of the boxes. */}
        <button type="submit" className="admin-button admin-button--small">
          Apply
        </button>
        {isFiltered(state) && (
          <button
            type="button"
            className="admin-button admin-button--small admin-button--secondary"
            onClick={() => onChange(NO_FILTERS)}
          >
            Clear filters
          </button>
        )}
      </div>
    </form>
  );
}
