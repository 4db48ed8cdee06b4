// The blog list's data: the prebuilt cards at first, then the API's; a failure and Try Again.
import { useEffect, useState } from "react";
import { isAbortError } from "../../lib/api-client.ts";
import type { BlogCard } from "../../lib/blogs/blog-cards.ts";
import { fetchBlogCards } from "./blogs-api.ts";

/**
 * Where the list stands (document 2 §6: loading, loaded, or error with retry). "prebuilt" shows
 * the build's cards while the first call is under way, so the page is never empty.
 */
export type BlogListState =
  { status: "prebuilt" | "loaded"; cards: BlogCard[] } | { status: "loading" | "failed" };

/** The list's state for the build's `prebuilt` cards, and `retry` to ask again after a failure. */
export function useBlogList(prebuilt: BlogCard[]): { state: BlogListState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<BlogListState>({ status: "prebuilt", cards: prebuilt });

  useEffect(() => {
    const controller = new AbortController();
    fetchBlogCards(controller.signal).then(
      (cards) => setState({ status: "loaded", cards }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        console.error("Blog list failed to load", error);
        setState({ status: "failed" });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = () => {
    setState({ status: "loading" });
    setAttempt((count) => count + 1);
  };
  return { state, retry };
}
