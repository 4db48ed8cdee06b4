// The location picker's cascade (document 1 §4, §5, §8) as a pure reducer: choosing a country
// loads its states and resets state and city; choosing a state loads its cities and resets the
// city; a selector stays disabled until its list has loaded; a search pick fills all three and
// reloads the two lists so the selectors show it. Answers for a superseded choice are ignored.

/** A country, state or city as the selectors list it. */
export interface Option {
  id: number;
  name: string;
}
/** A country option carries its ISO code (the API's `sortname`). */
export interface CountryOption extends Option {
  sortname: string;
}
/** A city option carries its page's slug. */
export interface CityOption extends Option {
  slug: string;
}

/** One list: not asked for, on its way, here, or failed. */
export type ListState<T> =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "loaded"; items: T[] }
  | { status: "failed" };

/** Everything the picker shows. */
export interface PickerState {
  countries: ListState<CountryOption>;
  states: ListState<Option>;
  cities: ListState<CityOption>;
  countryId: number | null;
  stateId: number | null;
  cityId: number | null;
}

/** What can happen to the picker. */
export type PickerAction =
  | { type: "countriesLoaded"; items: CountryOption[] }
  | { type: "countriesFailed" }
  | { type: "countryChosen"; id: number | null }
  | { type: "statesLoaded"; countryId: number; items: Option[] }
  | { type: "statesFailed"; countryId: number }
  | { type: "stateChosen"; id: number | null }
  | { type: "citiesLoaded"; stateId: number; items: CityOption[] }
  | { type: "citiesFailed"; stateId: number }
  | { type: "cityChosen"; id: number | null }
  | { type: "searchPicked"; countryId: number; stateId: number; cityId: number };

/** The picker as it opens: countries on their way, nothing chosen. */
export const initialPickerState: PickerState = {
  countries: { status: "loading" },
  states: { status: "idle" },
  cities: { status: "idle" },
  countryId: null,
  stateId: null,
  cityId: null,
};

const idle = { status: "idle" } as const;
const loading = { status: "loading" } as const;
const failed = { status: "failed" } as const;

/** The next state of the picker. */
export function pickerReducer(state: PickerState, action: PickerAction): PickerState {
  switch (action.type) {
    case "countriesLoaded":
      return { ...state, countries: { status: "loaded", items: action.items } };
    case "countriesFailed":
      return { ...state, countries: failed };
    case "countryChosen":
      return {
        ...state,
        countryId: action.id,
        stateId: null,
        cityId: null,
        states: action.id === null ? idle : loading,
        cities: idle,
      };
    case "statesLoaded":
      if (action.countryId !== state.countryId) return state;
      return { ...state, states: { status: "loaded", items: action.items } };
    case "statesFailed":
      return action.countryId === state.countryId ? { ...state, states: failed } : state;
    case "stateChosen":
      return {
        ...state,
        stateId: action.id,
        cityId: null,
        cities: action.id === null ? idle : loading,
      };
    case "citiesLoaded":
      if (action.stateId !== state.stateId) return state;
      return { ...state, cities: { status: "loaded", items: action.items } };
    case "citiesFailed":
      return action.stateId === state.stateId ? { ...state, cities: failed } : state;
    case "cityChosen":
      return { ...state, cityId: action.id };
    case "searchPicked":
      return {
        ...state,
        countryId: action.countryId,
        stateId: action.stateId,
        cityId: action.cityId,
        states: loading,
        cities: loading,
      };
  }
}

/** The red error boxes of document 1 §8, in the order the lists cascade. */
export function pickerErrors(state: PickerState): string[] {
  const errors: string[] = [];
  if (state.countries.status === "failed") errors.push("Failed to load countries");
  if (state.states.status === "failed") errors.push("Failed to load states");
  if (state.cities.status === "failed") errors.push("Failed to load cities");
  return errors;
}

/** The items of a list once loaded, else none. */
export function itemsOf<T>(list: ListState<T>): T[] {
  return list.status === "loaded" ? list.items : [];
}

/** Whether the state and city selectors may be used (document 1 §5). */
export function selectorsEnabled(state: PickerState): { state: boolean; city: boolean } {
  return {
    state: state.countryId !== null && state.states.status === "loaded",
    city: state.stateId !== null && state.cities.status === "loaded",
  };
}
