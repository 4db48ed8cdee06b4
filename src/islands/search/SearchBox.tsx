// The product search box (document 1 §2 Search, §4): a GET form to /search that works before and
// without JavaScript; hydrated, its input becomes an ARIA 1.2 combobox with suggestions and the
// visitor's recent searches. Mount it as <SearchBox client:interaction />: the server renders the
// same form, and the script loads when the visitor first points at, focuses or types in it.
import { withErrorBoundary } from "../shared/ErrorBoundary.tsx";
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type SubmitEvent,
  type KeyboardEvent,
} from "react";
import {
  loadRecentSearches,
  rememberSearch,
  saveRecentSearches,
} from "../../lib/search/recent-searches.ts";
import { hasConsent } from "../../lib/consent/consent-store.ts";
import { MAX_SEARCH_LENGTH } from "./search-api.ts";
import { announcement, dropdownView, optionsOf, type SearchOption } from "./search-box-view.ts";
import SearchDropdown from "./SearchDropdown.tsx";
import { useSuggestions } from "./useSuggestions.ts";
import "./search-box.css";

interface Props {
  /** Accessible name of the search landmark and its input. */
  label?: string;
  placeholder?: string;
  /** A lower box for the header bar. */
  compact?: boolean;
}

/** The search form, enhanced into a combobox once hydrated. */
function SearchBox({
  label = "Search products",
  placeholder = "Search products...",
  compact = false,
}: Props) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const comboRef = useRef<HTMLDivElement>(null);
  const [term, setTerm] = useState("");
  const [open, setOpen] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const view = dropdownView(term, recent, useSuggestions(term));
  const options = optionsOf(view);
  const expanded = open && view.kind !== "none";
  const activeIndex = expanded ? options.findIndex((option) => option.key === activeKey) : -1;
  const optionId = (index: number) => `${id}option-${index}`;

  const openDropdown = () => {
    setRecent(loadRecentSearches());
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setActiveKey(null);
  };

  // The island hydrates on the first interaction: keep what the visitor typed or focused before.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value !== "") setTerm(input.value);
    if (document.activeElement === input) openDropdown();
  }, []);

  // Keeps the option chosen with the arrow keys in view in a scrolled dropdown.
  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(`${id}option-${activeIndex}`)?.scrollIntoView({ block: "nearest" });
  }, [activeIndex, id]);

  const submit = (value: string) => {
    const query = value.trim();
    if (query === "") {
      inputRef.current?.focus();
      return;
    }
    // The visitor's own search history is a functional cookie use (document 1 §9): kept only
    // when they allowed functional cookies.
    if (hasConsent("functional")) setRecent(rememberSearch(query));
    setTerm("");
    close();
    window.location.assign(`/search?q=${encodeURIComponent(query)}`);
  };

  const choose = (option: SearchOption) => {
    if (option.kind === "recent") submit(option.term);
    else window.location.assign(`/${option.suggestion.slug}`);
  };

  const move = (step: 1 | -1) => {
    if (!expanded) return openDropdown();
    if (options.length === 0) return;
    const from = activeIndex < 0 ? (step === 1 ? -1 : 0) : activeIndex;
    setActiveKey(options[(from + step + options.length) % options.length]?.key ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter and arrows belong to the input method while it composes (Hindi, Tamil… keyboards).
    if (event.nativeEvent.isComposing) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter" && activeIndex >= 0) {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) choose(option);
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (expanded) close();
      else setTerm("");
    }
  };

  // The dropdown stays open while focus is on the input or inside the dropdown (its Clear button).
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!comboRef.current?.contains(event.relatedTarget as Node | null)) close();
  };

  // What the box shows is what is searched: a term typed while the island hydrated reaches React's
  // state only after a submit it can already trigger (and autofill can set the box without events).
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(inputRef.current?.value ?? term);
  };

  const clearRecent = () => {
    saveRecentSearches([]);
    setRecent([]);
    setActiveKey(null);
    inputRef.current?.focus();
  };

  return (
    <form
      className={compact ? "search-box search-box--compact" : "search-box"}
      action="/search"
      method="get"
      role="search"
      aria-label={label}
      onSubmit={onSubmit}
    >
      <label className="visually-hidden" htmlFor={`${id}input`}>
        {label}
      </label>
      <div className="search-box__combo" ref={comboRef} onBlur={onBlur}>
        <input
          ref={inputRef}
          id={`${id}input`}
          className="search-box__input"
          name="q"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}listbox`}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={placeholder}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
            setActiveKey(null);
          }}
          onKeyDown={onKeyDown}
          onFocus={openDropdown}
          onClick={openDropdown}
        />
        <SearchDropdown
          listboxId={`${id}listbox`}
          view={view}
          expanded={expanded}
          activeIndex={activeIndex}
          optionId={optionId}
          query={term}
          onChoose={choose}
          onClearRecent={clearRecent}
        />
      </div>
      <button className="search-box__submit" type="submit">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Search</span>
      </button>
      <div className="visually-hidden" role="status">
        {expanded ? announcement(view) : ""}
      </div>
    </form>
  );
}

export default withErrorBoundary(SearchBox);
