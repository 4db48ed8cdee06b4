// One page of a listing in the visitor's chosen order, read from the API; null asks for nothing.
import { useEffect, useState } from "react";
import { ApiError, apiGet, isAbortError } from "../../lib/api-client.ts";
import {
  listingApiPath,
  type ListingChoice,
  type ListingScope,
} from "../../lib/catalogue/listing-address.ts";
import { checkListingPage, type ListingPageAnswer } from "../../lib/catalogue/listing-responses.ts";

/** Where the read of a page is. */
export type ListingPageState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "failed" }
  /** The API refused the choice: a brand the catalogue does not have. */
  | { status: "refused" }
  | { status: "loaded"; page: ListingPageAnswer };

type Settled = Exclude<ListingPageState, { status: "idle" } | { status: "loading" }>;

/** The page of `choice` (idle when null) and a way to try again after a failure. */
export function useListingPage(
  scope: ListingScope,
  choice: ListingChoice | null,
  perPage: number,
): { state: ListingPageState; retry: () => void } {
  // The last answer, with the address and the attempt it answers.
  const [settled, setSettled] = useState<{ key: string; state: Settled } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const path = choice ? listingApiPath(scope, choice, perPage) : null;
  const key = `${attempt} ${path}`;
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    const settle = (state: Settled) => setSettled({ key, state });
    apiGet(path, { signal: controller.signal, parse: checkListingPage }).then(
      (page) => settle({ status: "loaded", page }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        const refused = error instanceof ApiError && error.status === 400;
        settle({ status: refused ? "refused" : "failed" });
      },
    );
    return () => controller.abort();
  }, [path, key]);
  const state: ListingPageState = !path
    ? { status: "idle" }
    : settled?.key === key
      ? settled.state
      : { status: "loading" };
  return { state, retry: () => setAttempt((count) => count + 1) };
}
