// The network directory /network (document 2 §2.10): counts of countries, states and cities; a
// search over their names; countries that open to their states and states to their cities; a
// city button makes that city the visitor's location and opens its page. Empty state "No
// locations found"; error "Error Loading Network" with Try Again.
import { withErrorBoundary } from "../shared/ErrorBoundary.tsx";
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import {
  filterNetwork,
  type NetworkCountry,
  type NetworkState,
} from "../../lib/locations/network-tree.ts";
import { chooseLocation } from "./current-location.ts";
import { locationPageOf } from "./location-page.ts";
import NetworkTree from "./NetworkTree.tsx";
import { useHydrated } from "../shared/useHydrated.ts";
import type { NetworkData } from "./location-api.ts";
import { useNetwork } from "./useNetwork.ts";
import "./network-directory.css";

// The tree until the network has loaded: one array, so the filtered tree is not computed afresh
// at each render.
const NO_COUNTRIES: readonly NetworkCountry[] = [];

const COUNTS = [
  ["countries", "Countries"],
  ["states", "States"],
  ["cities", "Cities"],
] as const;

function openCity(country: NetworkCountry, state: NetworkState, index: number): void {
  const location = {
    country: { id: country.id, name: country.name, code: country.code },
    state: { id: state.id, name: state.name },
    city: state.cities[index]!,
  };
  chooseLocation(location);
  window.location.assign(locationPageOf(location));
}

interface Props {
  /** The counts when the page was built, shown until the directory has loaded. */
  totals?: NetworkData["totals"];
  /**
   * The directory as plain links (the page's build), shown until this one has loaded: before the
   * island hydrates (it waits for the visitor's first interaction) and without scripting.
   */
  children?: ReactNode;
}

/** The directory (the page's content). */
function NetworkDirectory({ totals: builtTotals, children }: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const [network, retry] = useNetwork();
  const [term, setTerm] = useState("");
  const box = useRef<HTMLInputElement>(null);
  // The box works before the island does (a plain GET form): take over what was typed in it
  // before hydration, or the term of /network?q=….
  useEffect(() => {
    const typed = box.current?.value || new URLSearchParams(window.location.search).get("q");
    if (typed) setTerm(typed);
  }, []);
  // What the visitor opened or closed by hand since the search last changed.
  const [toggled, setToggled] = useState<Map<string, boolean>>(new Map());
  const tree = network.status === "loaded" ? network.tree : NO_COUNTRIES;
  const filtered = useMemo(() => filterNetwork(tree, term), [tree, term]);
  const isOpen = (key: string) => toggled.get(key) ?? filtered.opened.has(key);

  if (network.status === "failed")
    return (
      <>
        <div className="network__error" role="alert">
          <h2>Error Loading Network</h2>
          <p>Failed to load network data</p>
          <button type="button" className="button" onClick={retry}>
            Try Again
          </button>
        </div>
        {children}
      </>
    );

  const totals = network.status === "loaded" ? network.totals : builtTotals;
  return (
    <div className="network">
      <div className="network__live">
        <dl className="network__counts" aria-busy={network.status === "loading"}>
          {COUNTS.map(([key, label]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{totals ? totals[key].toLocaleString("en-IN") : "–"}</dd>
            </div>
          ))}
        </dl>
        <form
          className="network__search"
          method="get"
          action="/network"
          role="search"
          // The list filters as the visitor types; the form only submits without script.
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor={`${id}search`}>Search locations</label>
          <input
            name="q"
            ref={box}
            id={`${id}search`}
            type="search"
            value={term}
            autoComplete="off"
            maxLength={100}
            placeholder="Search by country, state or city"
            onChange={(event) => {
              setTerm(event.target.value);
              setToggled(new Map());
            }}
          />
        </form>
        {network.status === "loading" && hydrated && (
          <p className="network__status" role="status">
            Loading network...
          </p>
        )}
        {network.status === "loaded" && filtered.countries.length === 0 && (
          <p className="network__status" role="status">
            No locations found
          </p>
        )}
        <NetworkTree
          idPrefix={id}
          countries={filtered.countries}
          isOpen={isOpen}
          onToggle={(key) => setToggled(new Map(toggled).set(key, !isOpen(key)))}
          onCity={openCity}
        />
      </div>
      {network.status !== "loaded" && children}
    </div>
  );
}

export default withErrorBoundary(NetworkDirectory);
