// The network directory as plain HTML: countries and states as <details>, cities as links to
// their pages. The page's build shows it until the directory's island has loaded (and without
// script); the network-page function shows it filtered for /network?q=… without script.
import { escapeHtml } from "../html-text.ts";
import { locationPath } from "./location-wording.ts";
import { countryKey, stateKey, type FilteredNetwork, type NetworkCountry } from "./network-tree.ts";

/** The class of the element holding the plain directory (the function finds it by it). */
export const PLAIN_DIRECTORY_CLASS = "network-plain";

function countryHtml(country: NetworkCountry, opened: ReadonlySet<string>): string {
  const states = country.states.map((state) => {
    const open = opened.has(stateKey(state.id)) ? " open" : "";
    const cities = state.cities
      .map(
        (city) =>
          `<li><a href="${escapeHtml(locationPath(city.slug))}">${escapeHtml(city.name)}</a></li>`,
      )
      .join("");
    return `<details${open}><summary>${escapeHtml(state.name)}</summary><ul>${cities}</ul></details>`;
  });
  const open = opened.has(countryKey(country.id)) ? " open" : "";
  return `<details${open}><summary>${escapeHtml(country.name)}</summary>${states.join("")}</details>`;
}

/**
 * The directory's countries (each opened where `opened` says, as a search opens them), with a
 * status line when `term` is a search: how many places match, or "No locations found".
 */
export function plainDirectoryHtml(network: FilteredNetwork, term = ""): string {
  const status =
    term === ""
      ? ""
      : `<p role="status">${
          network.countries.length === 0
            ? "No locations found"
            : `Places matching “${escapeHtml(term)}”:`
        }</p>`;
  const countries = network.countries.map((country) => countryHtml(country, network.opened));
  return `<div class="${PLAIN_DIRECTORY_CLASS}">${status}${countries.join("")}</div>`;
}
