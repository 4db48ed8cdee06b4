// The network directory's expandable lists: countries opening to their states, states to their
// city buttons (document 2 §2.10).
import {
  countryKey,
  stateKey,
  type NetworkCountry,
  type NetworkState,
} from "../../lib/locations/network-tree.ts";

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en-IN")} ${count === 1 ? one : many}`;

interface Props {
  /** Prefix of the element ids the toggles control. */
  idPrefix: string;
  countries: NetworkCountry[];
  isOpen: (key: string) => boolean;
  onToggle: (key: string) => void;
  onCity: (country: NetworkCountry, state: NetworkState, cityIndex: number) => void;
}

interface ToggleProps {
  open: boolean;
  controls: string;
  name: string;
  meta: string;
  country?: boolean;
  onToggle: () => void;
}

function Toggle({ open, controls, name, meta, country, onToggle }: ToggleProps) {
  return (
    <button
      type="button"
      className={country ? "network__toggle network__toggle--country" : "network__toggle"}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span className="network__name">{name}</span>
      <span className="network__meta">{meta}</span>
    </button>
  );
}

/** The countries, each with its states and their cities when opened. */
export default function NetworkTree({ idPrefix, countries, isOpen, onToggle, onCity }: Props) {
  const states = (country: NetworkCountry) => (
    <ul id={`${idPrefix}c${country.id}`} className="network__states">
      {country.states.map((state) => (
        <li key={state.id}>
          <Toggle
            open={isOpen(stateKey(state.id))}
            controls={`${idPrefix}s${state.id}`}
            name={state.name}
            meta={plural(state.cities.length, "city", "cities")}
            onToggle={() => onToggle(stateKey(state.id))}
          />
          {isOpen(stateKey(state.id)) && (
            <ul id={`${idPrefix}s${state.id}`} className="network__cities">
              {state.cities.map((city, index) => (
                <li key={city.id}>
                  <button type="button" onClick={() => onCity(country, state, index)}>
                    {city.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );

  return (
    <ul className="network__countries">
      {countries.map((country) => {
        const cities = country.states.reduce((sum, state) => sum + state.cities.length, 0);
        return (
          <li key={country.id}>
            <Toggle
              country
              open={isOpen(countryKey(country.id))}
              controls={`${idPrefix}c${country.id}`}
              name={country.name}
              meta={`${plural(country.states.length, "state", "states")} · ${plural(cities, "city", "cities")}`}
              onToggle={() => onToggle(countryKey(country.id))}
            />
            {isOpen(countryKey(country.id)) && states(country)}
          </li>
        );
      })}
    </ul>
  );
}
