// The search results page's data: the query from the address, and the products for it.
import { useEffect, useState, useSyncExternalStore } from "react";
import { isAbortError } from "../../lib/api-client.ts";
import { MAX_SEARCH_LENGTH, searchProducts, type SearchProduct } from "./search-api.ts";

const subscribeToHistory = (onChange: () => void) => {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
};

/**
 * The trimmed q of the address (cut to the longest term the API takes), "" without one. null while hydrating: the page is static, so the
 * server-rendered HTML cannot know the query and hydration must match it.
 */
export function useQueryParameter(): string | null {
  return useSyncExternalStore(
    subscribeToHistory,
    () =>
      new URLSearchParams(window.location.search)
        .get("q")
        ?.trim()
        .slice(0, MAX_SEARCH_LENGTH)
        .trim() ?? "",
    () => null,
  );
}

/** Where the search stands. */
export type SearchState =
  | { status: "waiting" | "no-query" | "loading" | "failed" }
  | { status: "done"; products: SearchProduct[] };

/** The products for `query`, and `retry` to ask again after a failure. */
export function useSearchResults(query: string | null): { state: SearchState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // Each answer is tagged with what it answers, so an older answer is never shown for a newer
  // request. Any term that is not blank is searched, one character too (document 1 §5).
  const key = query ? `${attempt}\u0000${query}` : null;
  const [answer, setAnswer] = useState<{ key: string; products: SearchProduct[] | null } | null>(
    null,
  );

  useEffect(() => {
    if (!key || !query) return;
    const controller = new AbortController();
    searchProducts(query, controller.signal).then(
      (products) => setAnswer({ key, products }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        console.error("Product search failed", error);
        setAnswer({ key, products: null });
      },
    );
    return () => controller.abort();
  }, [key, query]);

  const retry = () => setAttempt((count) => count + 1);
  if (query === null) return { state: { status: "waiting" }, retry };
  if (query === "" || !key) return { state: { status: "no-query" }, retry };
  if (answer?.key !== key) return { state: { status: "loading" }, retry };
  return {
    state: answer.products ? { status: "done", products: answer.products } : { status: "failed" },
    retry,
  };
}
