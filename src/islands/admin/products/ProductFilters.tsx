// The product overview's controls: search (applied as you type), category, status and page size.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { fetchDropdownData, productKeys } from "./product-api.ts";
import { MAX_SEARCH_LENGTH } from "../../../lib/catalogue/catalogue-query.ts";
import { PAGE_SIZES, type ProductListState } from "./product-list-query.ts";
import PageSizeSelect from "../ui/PageSizeSelect.tsx";

// Typing pauses this long before the list asks the server again.
const SEARCH_PAUSE_MS = 350;

interface Props {
  state: ProductListState;
  onChange: (next: Partial<ProductListState>) => void;
}

/** Search box and the three selects above the product table. */
export default function ProductFilters({ state, onChange }: Props) {
  const id = useId();
  const choices = useQuery({
    queryKey: productKeys.dropdown,
    queryFn: ({ signal }) => fetchDropdownData(signal),
  });
  const [text, setText] = useState(state.search);
  // Back or Forward change the applied search: the box follows, in the same render.
  const [followed, setFollowed] = useState(state.search);
  if (followed !== state.search) {
    setFollowed(state.search);
    setText(state.search);
  }
  // The latest onChange, so a re-render while typing does not restart the pause.
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });
  useEffect(() => {
    if (text.trim() === state.search.trim()) return;
    const timer = window.setTimeout(() => change.current({ search: text }), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, state.search]);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ search: text });
  };

  return (
    <form className="admin-filters" role="search" onSubmit={submit}>
      <div className="af-field admin-filters__search">
        <label htmlFor={`${id}-search`}>Search</label>
        <input
          id={`${id}-search`}
          type="search"
          value={text}
          placeholder="Name, model, SKU or slug"
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="af-field admin-filters__category">
        <label htmlFor={`${id}-category`}>Category</label>
        <select
          id={`${id}-category`}
          value={state.category}
          onChange={(event) => onChange({ category: event.target.value })}
        >
          <option value="">All Categories</option>
          {choices.data?.categories.map((category) => (
            <option key={category.id} value={category.name}>
              {category.display_name}
            </option>
          ))}
        </select>
      </div>
      <div className="af-field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          value={state.status}
          onChange={(event) =>
            onChange({ status: event.target.value as ProductListState["status"] })
          }
        >
          <option value="">All Statuses</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </select>
      </div>
      <PageSizeSelect
        id={`${id}-limit`}
        sizes={PAGE_SIZES}
        value={state.limit}
        onChange={(limit) => onChange({ limit })}
      />
    </form>
  );
}
