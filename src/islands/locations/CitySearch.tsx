// The picker's search mode: a box searching cities from 2 characters, and the hits as buttons;
// picking one fills country, state and city (document 1 §4). A city found by another name shows
// it beside the official one: "Bengaluru (Bangalore)".
import { useEffect, useId, useState } from "react";
import { MIN_CITY_SEARCH_LENGTH, type CitySearchHit } from "./location-api.ts";
import { useCitySearch } from "./useCitySearch.ts";

interface Props {
  onPick: (hit: CitySearchHit) => void;
  /** Told when a search fails or recovers, so the picker shows its error box. */
  onFailedChange: (failed: boolean) => void;
}

/** The city search box and its results. */
export default function CitySearch({ onPick, onFailedChange }: Props) {
  const id = useId();
  const [term, setTerm] = useState("");
  const search = useCitySearch(term);
  const failed = search.status === "failed";
  useEffect(() => onFailedChange(failed), [failed, onFailedChange]);

  return (
    <div className="loc-search">
      <label htmlFor={`${id}term`}>Search city</label>
      <input
        id={`${id}term`}
        type="search"
        value={term}
        autoComplete="off"
        maxLength={100}
        placeholder={`Type at least ${MIN_CITY_SEARCH_LENGTH} letters of a city`}
        onChange={(event) => setTerm(event.target.value)}
      />
      <div className="loc-search__status" role="status">
        {search.status === "searching" && "Searching..."}
        {search.status === "done" &&
          search.hits.length === 0 &&
          `No cities found for "${term.trim()}"`}
      </div>
      {search.status === "done" && search.hits.length > 0 && (
        <ul className="loc-search__hits" aria-label="Cities found">
          {search.hits.map((hit) => (
            <li key={hit.city.id}>
              <button type="button" onClick={() => onPick(hit)}>
                <span className="loc-search__city">{hit.city.label}</span>
                <span className="loc-search__where">
                  {hit.state.name}, {hit.country.name}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
