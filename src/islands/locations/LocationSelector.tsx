// The location picker (document 1 §2 "Location banner and picker", §4, §5, §8): country, state and
// city selectors with their cascade, a search mode (2+ characters search cities; a pick fills all
// three), the red error boxes, and, with functional consent, the browser's own position.
import { useId, useState } from "react";
import type { SelectedLocation } from "../../lib/locations/location.ts";
import { itemsOf, pickerErrors, selectorsEnabled } from "../../lib/locations/picker-state.ts";
import CitySearch from "./CitySearch.tsx";
import PositionButton from "./PositionButton.tsx";
import { useLocationPicker } from "./useLocationPicker.ts";
import "./location-selector.css";

interface Props {
  /** Receives the location once all three parts are chosen. */
  onSelect: (location: SelectedLocation) => void;
  /** ISO code of the country to start from (the current location's). */
  preferredCountry?: string | null | undefined;
  /** Offer the browser's position (only with functional consent). */
  allowPosition?: boolean;
}

type Mode = "browse" | "search";

/** The picker: browse the lists or search a city. */
export default function LocationSelector({ onSelect, preferredCountry, allowPosition }: Props) {
  const id = useId();
  const [mode, setMode] = useState<Mode>("browse");
  const [searchFailed, setSearchFailed] = useState(false);
  const [state, dispatch] = useLocationPicker(preferredCountry);
  const enabled = selectorsEnabled(state);
  const countries = itemsOf(state.countries);
  const states = itemsOf(state.states);
  const cities = itemsOf(state.cities);
  const errors = pickerErrors(state);
  if (mode === "search" && searchFailed && !errors.includes("Failed to load cities"))
    errors.push("Failed to load cities");

  const number = (value: string) => (value === "" ? null : Number(value));
  const chooseCity = (cityId: number | null) => {
    dispatch({ type: "cityChosen", id: cityId });
    const country = countries.find((item) => item.id === state.countryId);
    const region = states.find((item) => item.id === state.stateId);
    const city = cities.find((item) => item.id === cityId);
    if (country && region && city)
      onSelect({
        country: { id: country.id, name: country.name, code: country.sortname },
        state: { id: region.id, name: region.name },
        city: { id: city.id, name: city.name, slug: city.slug },
      });
  };
  const placeholder = (loading: boolean, what: string, many: string) =>
    loading ? `Loading ${many}...` : `Select ${what}`;

  return (
    <div className="loc-picker">
      <div className="loc-picker__modes" role="group" aria-label="Find your location">
        <button type="button" aria-pressed={mode === "browse"} onClick={() => setMode("browse")}>
          Choose from List
        </button>
        <button type="button" aria-pressed={mode === "search"} onClick={() => setMode("search")}>
          Search City
        </button>
      </div>
      {errors.map((error) => (
        <p key={error} className="loc-picker__error" role="alert">
          {error}
        </p>
      ))}
      {mode === "browse" ? (
        <div className="loc-picker__selects">
          <label htmlFor={`${id}country`}>Country</label>
          <select
            id={`${id}country`}
            value={state.countryId ?? ""}
            disabled={state.countries.status !== "loaded"}
            onChange={(event) =>
              dispatch({ type: "countryChosen", id: number(event.target.value) })
            }
          >
            <option value="">
              {placeholder(state.countries.status === "loading", "Country", "countries")}
            </option>
            {countries.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}state`}>State</label>
          <select
            id={`${id}state`}
            value={state.stateId ?? ""}
            disabled={!enabled.state}
            onChange={(event) => dispatch({ type: "stateChosen", id: number(event.target.value) })}
          >
            <option value="">
              {placeholder(state.states.status === "loading", "State", "states")}
            </option>
            {states.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}city`}>City</label>
          <select
            id={`${id}city`}
            value={state.cityId ?? ""}
            disabled={!enabled.city}
            onChange={(event) => chooseCity(number(event.target.value))}
          >
            <option value="">
              {placeholder(state.cities.status === "loading", "City", "cities")}
            </option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <CitySearch
          onFailedChange={setSearchFailed}
          onPick={(hit) => {
            dispatch({
              type: "searchPicked",
              countryId: hit.country.id,
              stateId: hit.state.id,
              cityId: hit.city.id,
            });
            // The selection itself: the hit's label is how it was shown, not part of the place.
            const { id, name, slug } = hit.city;
            onSelect({ country: hit.country, state: hit.state, city: { id, name, slug } });
          }}
        />
      )}
      {allowPosition && <PositionButton onSelect={onSelect} />}
    </div>
  );
}
