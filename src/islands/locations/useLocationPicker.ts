// The picker's cascade (src/lib/locations/picker-state.ts) wired to the API: countries load on
// open, a chosen country's states and a chosen state's cities load as the reducer asks, each
// request aborted when the choice it served is replaced.
import { useEffect, useReducer, useState } from "react";
import { isAbortError } from "../../lib/api-client.ts";
import {
  initialPickerState,
  pickerReducer,
  type PickerAction,
  type PickerState,
} from "../../lib/locations/picker-state.ts";
import { fetchCities, fetchCountries, fetchStates } from "./location-api.ts";

function report(error: unknown, what: string): boolean {
  if (isAbortError(error)) return false;
  console.error(`Failed to load ${what}`, error);
  return true;
}

/**
 * The picker's state and dispatch. `preferredCountry` (an ISO code) is chosen once the countries
 * arrive, so the visitor starts from the country they are in.
 */
export function useLocationPicker(
  preferredCountry?: string | null,
): [PickerState, (action: PickerAction) => void] {
  const [state, dispatch] = useReducer(pickerReducer, initialPickerState);
  // The preferred country matters only when the picker opens: its value then, kept.
  const [preferred] = useState(preferredCountry);

  useEffect(() => {
    const controller = new AbortController();
    fetchCountries(controller.signal).then(
      (items) => {
        dispatch({ type: "countriesLoaded", items });
        const country = items.find(({ sortname }) => sortname === preferred);
        if (country) dispatch({ type: "countryChosen", id: country.id });
      },
      (error: unknown) => report(error, "countries") && dispatch({ type: "countriesFailed" }),
    );
    return () => controller.abort();
  }, [preferred]);

  const { countryId, stateId } = state;
  const statesWanted = countryId !== null && state.states.status === "loading";
  useEffect(() => {
    if (!statesWanted || countryId === null) return;
    const controller = new AbortController();
    fetchStates(countryId, controller.signal).then(
      (items) => dispatch({ type: "statesLoaded", countryId, items }),
      (error: unknown) => report(error, "states") && dispatch({ type: "statesFailed", countryId }),
    );
    return () => controller.abort();
  }, [countryId, statesWanted]);

  const citiesWanted = stateId !== null && state.cities.status === "loading";
  useEffect(() => {
    if (!citiesWanted || stateId === null) return;
    const controller = new AbortController();
    fetchCities(stateId, controller.signal).then(
      (items) => dispatch({ type: "citiesLoaded", stateId, items }),
      (error: unknown) => report(error, "cities") && dispatch({ type: "citiesFailed", stateId }),
    );
    return () => controller.abort();
  }, [stateId, citiesWanted]);

  return [state, dispatch];
}
