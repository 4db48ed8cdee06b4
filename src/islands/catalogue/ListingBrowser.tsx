// A listing's Sort and Brand controls (docs/decisions/0192-listing-order-and-sorting.md): the
// static page shows the shop's own order without any script; a visitor's sort, brand and page
// live in the address (src/lib/catalogue/listing-address.ts), and that page of the listing is read
// from the API and shown in place of the static grid. Back and Forward walk the choices made.
// The static count, grid and pager are not the island's children but a sibling it hides: its
// props are then the same on every page of a listing, and the build renders it once per listing
// (src/astro-engine/react-island-renderer.ts remembers islands without children).
import { useCallback, useEffect, useId, useRef, useState } from "react";
import {
  DEFAULT_LISTING_CHOICE,
  hasListingChoice,
  listingQuery,
  readListingChoice,
  type ListingBrand,
  type ListingChoice,
  type ListingScope,
} from "../../lib/catalogue/listing-address.ts";
import { LISTING_SORTS, isListingSort } from "../../lib/catalogue/listing-sort.ts";
import ProductResultCard from "../search/ProductResultCard.tsx";
import { withErrorBoundary } from "../shared/ErrorBoundary.tsx";
import { useListingPage, type ListingPageState } from "./useListingPage.ts";
import "../search/result-card.css";
import "./listing-browser.css";

/** The message shown when a page of the listing cannot be read. */
export const LISTING_FAILED_MESSAGE = "Failed to load products. Please try again.";
/** The message shown when the address names a brand the catalogue does not have. */
export const LISTING_REFUSED_MESSAGE = "No products match this choice.";
/** The message shown when the address names a page past the listing's last. */
export const LISTING_PAST_LAST_MESSAGE = "This page is past the last one of this listing.";

interface Props {
  scope: ListingScope;
  /** The listing's page-1 address. */
  base: string;
  perPage: number;
  /** The static grid's widest row. */
  columns: 3 | 4;
  brands: ListingBrand[];
  /** The id of the static page's count line, grid and pager, hidden while a choice is shown. */
  staticId: string;
}

const isDefault = (choice: ListingChoice) =>
  choice.sort === DEFAULT_LISTING_CHOICE.sort && !choice.brand && choice.page === 1;

function Pager({ page, choose }: { page: ListingPageAnswer; choose: (page: number) => void }) {
  const { currentPage, totalPages } = page;
  if (totalPages <= 1) return null;
  const step = (to: number, label: string, rel: "prev" | "next") =>
    to >= 1 && to <= totalPages ? (
      <a
        className="listing-browser__step"
        href={`?page=${to}`}
        rel={rel}
        onClick={(event) => {
          event.preventDefault();
          choose(to);
        }}
      >
        {label}
      </a>
    ) : (
      <span className="listing-browser__step" aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className="listing-browser__pager" aria-label="Pagination">
      {step(currentPage - 1, "‹ Previous", "prev")}
      <span>
        Page {currentPage} of {totalPages}
      </span>
      {step(currentPage + 1, "Next ›", "next")}
    </nav>
  );
}

type ListingPageAnswer = Extract<ListingPageState, { status: "loaded" }>["page"];

function Chosen({
  state,
  perPage,
  columns,
  retry,
  choose,
  showAll,
}: {
  state: ListingPageState;
  perPage: number;
  columns: 3 | 4;
  retry: () => void;
  choose: (page: number) => void;
  showAll: () => void;
}) {
  if (state.status === "failed") {
    return (
      <div className="listing-browser__message" role="alert">
        <p>{LISTING_FAILED_MESSAGE}</p>
        <button type="button" className="button" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (state.status === "refused") {
    return (
      <div className="listing-browser__message" role="alert">
        <p>{LISTING_REFUSED_MESSAGE}</p>
        <button type="button" className="button" onClick={showAll}>
          Show all products
        </button>
      </div>
    );
  }
  if (state.status !== "loaded") {
    return (
      <div aria-busy="true">
        <p className="listing-browser__showing" role="status">
          Loading products…
        </p>
        <ul className="listing-browser__grid" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <li key={index} className="result-card result-card--placeholder" />
          ))}
        </ul>
      </div>
    );
  }
  const { page } = state;
  // A shared address may name a page the listing no longer reaches.
  if (page.products.length === 0 && page.total > 0) {
    return (
      <div className="listing-browser__message">
        <p>{LISTING_PAST_LAST_MESSAGE}</p>
        <button type="button" className="button" onClick={() => choose(1)}>
          Go to page 1
        </button>
      </div>
    );
  }
  if (page.products.length === 0) {
    return <p className="listing-browser__message">No products found</p>;
  }
  const first = (page.currentPage - 1) * perPage + 1;
  const last = first + page.products.length - 1;
  return (
    <>
      <p className="listing-browser__showing" role="status">
        Showing {first}–{last} of {page.total} products
      </p>
      <ul className={`listing-browser__grid listing-browser__grid--${columns}`}>
        {page.products.map((product) => (
          <ProductResultCard key={product.slug} product={product} />
        ))}
      </ul>
      <Pager page={page} choose={choose} />
    </>
  );
}

function ListingBrowser({ scope, base, perPage, columns, brands, staticId }: Props) {
  const id = useId();
  // null: the static page as built; otherwise the visitor's choice, read from the API.
  const [choice, setChoice] = useState<ListingChoice | null>(null);
  const staticPath = useRef("");
  const top = useRef<HTMLDivElement>(null);
  const sortSelect = useRef<HTMLSelectElement>(null);
  const brandSelect = useRef<HTMLSelectElement>(null);
  const { state, retry } = useListingPage(scope, choice, perPage);

  const choose = useCallback(
    (next: ListingChoice) => {
      // The same choice made twice (a change made before hydration is seen both by the mount
      // effect and by React's replay of the event) stays one step of the history.
      const address = `${base}${listingQuery(next)}`;
      const { pathname, search } = window.location;
      if (address === `${pathname}${search}`) window.history.replaceState(null, "", address);
      else window.history.pushState(null, "", address);
      setChoice(isDefault(next) && staticPath.current === base ? null : next);
    },
    [base],
  );

  useEffect(() => {
    staticPath.current = window.location.pathname;
    const follow = () =>
      setChoice(
        hasListingChoice(window.location.search) || window.location.pathname !== staticPath.current
          ? readListingChoice(window.location.search)
          : null,
      );
    follow();
    // A choice made before the island took over (its first interaction may be that choice) is
    // still in the selects; it is made now.
    const sort = sortSelect.current?.value ?? "";
    const brand = brandSelect.current?.value ?? "";
    if (
      !hasListingChoice(window.location.search) &&
      (sort !== DEFAULT_LISTING_CHOICE.sort || brand)
    ) {
      choose({ sort: isListingSort(sort) ? sort : DEFAULT_LISTING_CHOICE.sort, brand, page: 1 });
    }
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, [choose]);

  const shown = choice ?? DEFAULT_LISTING_CHOICE;
  const chosen = choice !== null;
  useEffect(() => {
    document.getElementById(staticId)?.toggleAttribute("hidden", chosen);
  }, [staticId, chosen]);

  return (
    <div className="listing-browser" ref={top}>
      <form
        className="listing-browser__tools"
        aria-label="Sort and filter products"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="listing-browser__control">
          <label htmlFor={`${id}sort`}>Sort by</label>
          <select
            id={`${id}sort`}
            ref={sortSelect}
            name="sort"
            value={shown.sort}
            onChange={(event) => {
              const sort = event.target.value;
              if (isListingSort(sort)) choose({ ...shown, sort, page: 1 });
            }}
          >
            {LISTING_SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </div>
        {brands.length > 1 && (
          <div className="listing-browser__control">
            <label htmlFor={`${id}brand`}>Brand</label>
            <select
              id={`${id}brand`}
              ref={brandSelect}
              name="brand"
              value={shown.brand}
              onChange={(event) => choose({ ...shown, brand: event.target.value, page: 1 })}
            >
              <option value="">All brands</option>
              {brands.map((brand) => (
                <option key={brand.key} value={brand.key}>
                  {brand.name} ({brand.count})
                </option>
              ))}
            </select>
          </div>
        )}
      </form>
      {choice && (
        <Chosen
          state={state}
          perPage={perPage}
          columns={columns}
          retry={retry}
          choose={(page) => {
            choose({ ...shown, page });
            top.current?.scrollIntoView({ block: "start" });
          }}
          showAll={() => choose(DEFAULT_LISTING_CHOICE)}
        />
      )}
    </div>
  );
}

export default withErrorBoundary(ListingBrowser);
