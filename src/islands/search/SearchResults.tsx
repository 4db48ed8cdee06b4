// The /search page's content (document 2 §7): reads q from the address, asks the API, and shows
// the count, sort, category filter and result cards; on failure the spec's message and a Retry.
// The term is kept among the recent searches (document 1 §4) when the visitor allows it.
import { withErrorBoundary } from "../shared/ErrorBoundary.tsx";
import { useEffect, useId, useRef, useState } from "react";
import { hasConsent } from "../../lib/consent/consent-store.ts";
import { rememberSearch } from "../../lib/search/recent-searches.ts";
import {
  ALL_CATEGORIES,
  categoriesOf,
  MORE_RESULTS_HINT,
  PARTIAL_MATCH_NOTE,
  parseSortKey,
  resultsCountText,
  SEARCH_RESULTS_LIMIT,
  SORT_OPTIONS,
  visibleResults,
  type SortKey,
} from "../../lib/search/search-results.ts";
import ProductResultCard from "./ProductResultCard.tsx";
import { reportSearch, type SearchProduct } from "./search-api.ts";
import { useQueryParameter, useSearchResults } from "./useSearchResults.ts";
import "./search-results.css";

/** The message shown when the search call fails (document 2 §8). */
export const SEARCH_FAILED_MESSAGE = "Failed to search products. Please try again.";

function Loading() {
  return (
    <div className="search-results__loading" aria-busy="true">
      <p role="status">Searching products…</p>
      <ul className="search-results__grid" aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="result-card result-card--placeholder" />
        ))}
      </ul>
    </div>
  );
}

function Results({ products, query }: { products: SearchProduct[]; query: string }) {
  const id = useId();
  const [sort, setSort] = useState<SortKey>("relevance");
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const shown = visibleResults(products, sort, category);
  return (
    <>
      <div className="search-results__toolbar">
        <div>
          <p className="search-results__count" role="status">
            {resultsCountText(shown.length, products.length, query)}
          </p>
          {products[0]?.partial_match && (
            <p className="search-results__partial">{PARTIAL_MATCH_NOTE}</p>
          )}
          {products.length >= SEARCH_RESULTS_LIMIT && (
            <p className="search-results__more">{MORE_RESULTS_HINT}</p>
          )}
        </div>
        <div className="search-results__controls">
          <div className="search-results__control">
            <label htmlFor={`${id}sort`}>Sort by</label>
            <select
              id={`${id}sort`}
              value={sort}
              onChange={(event) => setSort(parseSortKey(event.target.value))}
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="search-results__control">
            <label htmlFor={`${id}category`}>Category</label>
            <select
              id={`${id}category`}
              value={category}
              onChange={(event) => setCategory(event.target.value)}
            >
              <option value={ALL_CATEGORIES}>All Categories</option>
              {categoriesOf(products).map((option) => (
                <option key={option.name} value={option.name}>
                  {option.displayName}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <ul className="search-results__grid">
        {shown.map((product) => (
          <ProductResultCard key={product.id} product={product} />
        ))}
      </ul>
    </>
  );
}

/** The search results for the address's q. */
function SearchResults() {
  const query = useQueryParameter();
  const { state, retry } = useSearchResults(query);
  // A search sent before the search box's script ran (a plain form submission, such as the
  // first one right after the cookie choice) is remembered here; the box's own are already at
  // the front, so this changes nothing for them. Only with functional consent, as the box does.
  useEffect(() => {
    if (query && hasConsent("functional")) rememberSearch(query);
  }, [query]);
  // Each search counted once for the staff's search report: its words only, no consent needed.
  const reported = useRef<string | null>(null);
  const found = state.status === "done" ? state.products.length : null;
  useEffect(() => {
    if (!query || found === null || reported.current === query) return;
    reported.current = query;
    reportSearch(query, found);
  }, [query, found]);

  if (state.status === "waiting" || state.status === "loading") {
    // "waiting" is also the server-rendered HTML; the page's CSS hides it when scripting is off.
    return (
      <section className="search-results search-results--needs-script" aria-label="Search results">
        <Loading />
      </section>
    );
  }
  return (
    <section className="search-results" aria-label="Search results">
      {state.status === "no-query" && (
        <div className="search-results__message">
          <p>Type a product name, brand or model number in the search box to find products.</p>
          <a href="/products">Browse all products</a>
        </div>
      )}
      {state.status === "failed" && (
        <div className="search-results__message" role="alert">
          <p>{SEARCH_FAILED_MESSAGE}</p>
          <button className="button" type="button" onClick={retry}>
            Retry
          </button>
        </div>
      )}
      {state.status === "done" && state.products.length === 0 && (
        <div className="search-results__message">
          <p className="search-results__empty">No products found for "{query}"</p>
          <p>Check the spelling, try a model number such as ZT230, or browse the catalogue.</p>
          <a className="button" href="/products">
            Browse all products
          </a>
        </div>
      )}
      {state.status === "done" && state.products.length > 0 && query && (
        <Results key={query} products={state.products} query={query} />
      )}
    </section>
  );
}

export default withErrorBoundary(SearchResults);
