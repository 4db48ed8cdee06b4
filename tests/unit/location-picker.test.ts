// The location picker's cascade (document 1 §4, §5, §8).
import { describe, expect, it } from "vitest";
import {
  initialPickerState,
  pickerErrors,
  pickerReducer,
  selectorsEnabled,
  type PickerAction,
  type PickerState,
} from "../../src/lib/locations/picker-state.ts";

const INDIA = { id: 101, name: "India", sortname: "IN" };
const USA = { id: 237, name: "United States", sortname: "US" };
const MAHARASHTRA = { id: 21, name: "Maharashtra" };
const DELHI = { id: 9, name: "Delhi" };
const PUNE = { id: 867, name: "Pune", slug: "pune" };

const run = (...actions: PickerAction[]): PickerState =>
  actions.reduce(pickerReducer, initialPickerState);

const withCity = () =>
  run(
    { type: "countriesLoaded", items: [INDIA, USA] },
    { type: "countryChosen", id: 101 },
    { type: "statesLoaded", countryId: 101, items: [DELHI, MAHARASHTRA] },
    { type: "stateChosen", id: 21 },
    { type: "citiesLoaded", stateId: 21, items: [PUNE] },
    { type: "cityChosen", id: 867 },
  );

describe("the picker cascade", () => {
  it("opens loading countries with state and city disabled", () => {
    expect(initialPickerState.countries).toEqual({ status: "loading" });
    expect(selectorsEnabled(initialPickerState)).toEqual({ state: false, city: false });
  });

  it("choosing a country loads its states and keeps state and city disabled until they arrive", () => {
    const state = run(
      { type: "countriesLoaded", items: [INDIA] },
      { type: "countryChosen", id: 101 },
    );
    expect(state.states).toEqual({ status: "loading" });
    expect(selectorsEnabled(state)).toEqual({ state: false, city: false });
    const loaded = pickerReducer(state, { type: "statesLoaded", countryId: 101, items: [DELHI] });
    expect(selectorsEnabled(loaded)).toEqual({ state: true, city: false });
  });

  it("choosing another country resets state and city", () => {
    const state = pickerReducer(withCity(), { type: "countryChosen", id: 237 });
    expect(state).toMatchObject({ countryId: 237, stateId: null, cityId: null });
    expect(state.states).toEqual({ status: "loading" });
    expect(state.cities).toEqual({ status: "idle" });
  });

  it("choosing another state loads its cities and resets the city", () => {
    const state = pickerReducer(withCity(), { type: "stateChosen", id: 9 });
    expect(state).toMatchObject({ countryId: 101, stateId: 9, cityId: null });
    expect(state.cities).toEqual({ status: "loading" });
    expect(selectorsEnabled(state)).toEqual({ state: true, city: false });
  });

  it("clearing the country empties everything below it", () => {
    const state = pickerReducer(withCity(), { type: "countryChosen", id: null });
    expect(state).toMatchObject({ countryId: null, stateId: null, cityId: null });
    expect(state.states).toEqual({ status: "idle" });
    expect(selectorsEnabled(state)).toEqual({ state: false, city: false });
  });

  it("ignores the states of a country no longer chosen", () => {
    const state = run(
      { type: "countryChosen", id: 101 },
      { type: "countryChosen", id: 237 },
      { type: "statesLoaded", countryId: 101, items: [DELHI] },
      { type: "statesFailed", countryId: 101 },
    );
    expect(state.states).toEqual({ status: "loading" });
  });

  it("ignores the cities of a state no longer chosen", () => {
    const state = run(
      { type: "countryChosen", id: 101 },
      { type: "stateChosen", id: 9 },
      { type: "stateChosen", id: 21 },
      { type: "citiesLoaded", stateId: 9, items: [PUNE] },
    );
    expect(state.cities).toEqual({ status: "loading" });
  });

  it("a search pick fills all three and reloads both lists", () => {
    const state = pickerReducer(run({ type: "countriesLoaded", items: [INDIA] }), {
      type: "searchPicked",
      countryId: 101,
      stateId: 21,
      cityId: 867,
    });
    expect(state).toMatchObject({ countryId: 101, stateId: 21, cityId: 867 });
    const shown = run(
      { type: "searchPicked", countryId: 101, stateId: 21, cityId: 867 },
      { type: "statesLoaded", countryId: 101, items: [MAHARASHTRA] },
      { type: "citiesLoaded", stateId: 21, items: [PUNE] },
    );
    expect(shown).toMatchObject({ countryId: 101, stateId: 21, cityId: 867 });
    expect(selectorsEnabled(shown)).toEqual({ state: true, city: true });
  });
});

describe("the picker's error boxes (document 1 §8)", () => {
  it.each([
    [[{ type: "countriesFailed" }], ["Failed to load countries"]],
    [
      [
        { type: "countryChosen", id: 101 },
        { type: "statesFailed", countryId: 101 },
      ],
      ["Failed to load states"],
    ],
    [
      [
        { type: "countryChosen", id: 101 },
        { type: "stateChosen", id: 21 },
        { type: "citiesFailed", stateId: 21 },
      ],
      ["Failed to load cities"],
    ],
    [[{ type: "countriesLoaded", items: [INDIA] }], []],
  ] as [PickerAction[], string[]][])("%j shows %j", (actions, errors) => {
    expect(pickerErrors(run(...actions))).toEqual(errors);
  });

  it("a failed state list clears once another country's states load", () => {
    const state = run(
      { type: "countryChosen", id: 101 },
      { type: "statesFailed", countryId: 101 },
      { type: "countryChosen", id: 237 },
      { type: "statesLoaded", countryId: 237, items: [] },
    );
    expect(pickerErrors(state)).toEqual([]);
  });
});
