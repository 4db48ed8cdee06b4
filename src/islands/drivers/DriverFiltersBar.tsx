// The search box, the category and operating-system filters and the count of drivers shown.
import { useId } from "react";
import {
  DRIVER_CATEGORIES,
  DRIVER_OPERATING_SYSTEMS,
  type DriverFilters,
} from "../../lib/drivers/drivers.ts";
import { useDriversText } from "./useDriversText.ts";

interface Props {
  filters: DriverFilters;
  shown: number;
  onChange: (filters: DriverFilters) => void;
}

/** The filter bar; every change is applied as it is made. */
export default function DriverFiltersBar({ filters, shown, onChange }: Props) {
  const text = useDriversText();
  const id = useId();
  return (
    <form className="dr-filters" role="search" onSubmit={(event) => event.preventDefault()}>
      <div className="dr-filter dr-filter--search">
        <label htmlFor={`${id}-search`} className="visually-hidden">
          {text.searchLabel}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          placeholder={text.searchPlaceholder}
          value={filters.search}
          maxLength={100}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </div>
      <div className="dr-filter">
        <label htmlFor={`${id}-category`}>{text.categoryLabel}</label>
        <select
          id={`${id}-category`}
          value={filters.category}
          onChange={(event) =>
            onChange({ ...filters, category: event.target.value as DriverFilters["category"] })
          }
        >
          <option value="all">{text.allCategories}</option>
          {DRIVER_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {text.categories[category]}
            </option>
          ))}
        </select>
      </div>
      <div className="dr-filter">
        <label htmlFor={`${id}-os`}>{text.operatingSystemLabel}</label>
        <select
          id={`${id}-os`}
          value={filters.operatingSystem}
          onChange={(event) =>
            onChange({
              ...filters,
              operatingSystem: event.target.value as DriverFilters["operatingSystem"],
            })
          }
        >
          <option value="all">{text.allOperatingSystems}</option>
          {DRIVER_OPERATING_SYSTEMS.map((system) => (
            <option key={system} value={system}>
              {text.operatingSystems[system]}
            </option>
          ))}
        </select>
      </div>
      <p className="dr-count" role="status">
        {text.count(shown)}
      </p>
    </form>
  );
}
