// The search box's popup: the listbox of suggestions or recent searches, or the no-products
// message. The listbox always exists so the combobox's aria-controls always points somewhere.
import type { MouseEvent } from "react";
import {
  categoryLabel,
  splitOnMatch,
  type DropdownView,
  type SearchOption,
} from "./search-box-view.ts";

interface Props {
  listboxId: string;
  view: DropdownView;
  expanded: boolean;
  activeIndex: number;
  optionId: (index: number) => string;
  query: string;
  onChoose: (option: SearchOption) => void;
  onClearRecent: () => void;
}

// Keeps focus in the input when the pointer presses an option, so the dropdown doesn't close first.
const keepInputFocus = (event: MouseEvent) => event.preventDefault();

function OptionContent({ option, query }: { option: SearchOption; query: string }) {
  if (option.kind === "recent") {
    return (
      <>
        <svg
          className="search-box__icon"
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="16"
          height="16"
        >
          <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M12 7.5V12l3 2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span className="search-box__name">{option.term}</span>
      </>
    );
  }
  const { name, brand } = option.suggestion;
  const [before, match, after] = splitOnMatch(name, query);
  const details = [brand, categoryLabel(option.suggestion)].filter(Boolean).join(" · ");
  return (
    <span className="search-box__text">
      <span className="search-box__name">
        {before}
        {match && <strong>{match}</strong>}
        {after}
      </span>
      {details && <span className="search-box__details">{details}</span>}
    </span>
  );
}

/** The popup under the search input. */
export default function SearchDropdown(props: Props) {
  const { listboxId, view, expanded, activeIndex, optionId, query, onChoose, onClearRecent } =
    props;
  const options = view.kind === "suggestions" || view.kind === "recent" ? view.options : [];
  return (
    <div className="search-box__dropdown" hidden={!expanded} onMouseDown={keepInputFocus}>
      {view.kind === "recent" && (
        <div className="search-box__heading">
          <span>Recent searches</span>
          <button type="button" className="search-box__clear" onClick={onClearRecent}>
            Clear<span className="visually-hidden"> recent searches</span>
          </button>
        </div>
      )}
      {/* tabIndex -1: Chrome puts scrollable boxes in the Tab order, and Tab must leave the combobox. */}
      <ul
        className="search-box__listbox"
        id={listboxId}
        role="listbox"
        tabIndex={-1}
        aria-label={view.kind === "recent" ? "Recent searches" : "Search suggestions"}
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className="search-box__option"
            onClick={() => onChoose(option)}
          >
            <OptionContent option={option} query={query} />
          </li>
        ))}
      </ul>
      {view.kind === "no-products" && <p className="search-box__empty">{view.message}</p>}
    </div>
  );
}
