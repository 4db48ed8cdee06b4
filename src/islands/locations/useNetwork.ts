// The network directory's data (document 2 §4: loading, loaded, or error with retry).
import { useCallback, useEffect, useState } from "react";
import { isAbortError } from "../../lib/api-client.ts";
import { buildNetworkTree, type NetworkCountry } from "../../lib/locations/network-tree.ts";
import { fetchNetwork, type NetworkData } from "./location-api.ts";

/** Where the directory is: on its way, here, or failed. */
export type NetworkState =
  | { status: "loading" }
  | { status: "loaded"; tree: NetworkCountry[]; totals: NetworkData["totals"] }
  | { status: "failed" };

/** The directory and a retry for its error state. */
export function useNetwork(): [NetworkState, () => void] {
  const [state, setState] = useState<NetworkState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchNetwork(controller.signal).then(
      ({ rows, totals }) => setState({ status: "loaded", tree: buildNetworkTree(rows), totals }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        console.error("Failed to load network data", error);
        setState({ status: "failed" });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  return [state, retry];
}
