// /admin/enquiries/city-names: the other names of cities the city search knows (Bangalore for
// Bengaluru), where the cities of enquiries come from. Staff find the city, type the name people
// use and add it; the search answers with it at once (no page shows it, so nothing is published).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { cityAliasMessages } from "../../../lib/locations/city-alias-form.ts";
import { useCitySearch } from "../../locations/useCitySearch.ts";
import { failureMessage } from "../admin-api.ts";
import { ENQUIRIES_PATH } from "../admin-routes.ts";
import { Link } from "../navigation.tsx";
import { useConfirm } from "../ui/confirm.tsx";
import LoadError from "../ui/LoadError.tsx";
import { useNotices } from "../ui/notices.tsx";
import Spinner from "../ui/Spinner.tsx";
import {
  addCityAlias,
  cityAliasesKey,
  fetchCityAliases,
  removeCityAlias,
} from "./city-names-api.ts";

/** The screen. */
export default function CityNamesScreen() {
  const { notify } = useNotices();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [cityTerm, setCityTerm] = useState("");
  const [cityId, setCityId] = useState("");
  const [alias, setAlias] = useState("");
  const [error, setError] = useState("");
  const cities = useCitySearch(cityTerm);
  const list = useQuery({
    queryKey: cityAliasesKey,
    queryFn: ({ signal }) => fetchCityAliases(signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: cityAliasesKey });
  const add = useMutation({
    mutationFn: addCityAlias,
    onSuccess: () => {
      notify("success", `"${alias.trim()}" added`);
      setAlias("");
      setError("");
    },
    onError: (failure) => setError(failureMessage(failure, "Failed to add the name")),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: removeCityAlias,
    onSuccess: () => notify("success", "Name removed"),
    onError: (failure) => notify("error", failureMessage(failure, "Failed to remove the name")),
    onSettled: refresh,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!cityId) return setError(cityAliasMessages.city);
    add.mutate({ cityId: Number(cityId), alias });
  };
  const removeName = async (row: { id: number; alias: string }) => {
    if (await confirm(`Remove the name "${row.alias}"?`, "Remove")) remove.mutate(row.id);
  };
  const hits = cities.status === "done" ? cities.hits : [];

  return (
    <section className="admin-screen" aria-labelledby="city-names-title">
      <header className="admin-screen__header">
        <h1 id="city-names-title">City Names</h1>
        <Link className="admin-button admin-button--secondary" href={ENQUIRIES_PATH}>
          Back to Enquiries
        </Link>
      </header>
      <p>Other names people type for a city, such as Bangalore for Bengaluru.</p>
      <form className="admin-filters" aria-label="Add a city name" onSubmit={submit} noValidate>
        <div className="af-field">
          <label htmlFor="city-names-find">Find the city</label>
          <input
            id="city-names-find"
            type="search"
            value={cityTerm}
            onChange={(event) => setCityTerm(event.target.value)}
          />
        </div>
        <div className="af-field">
          <label htmlFor="city-names-city">City</label>
          <select
            id="city-names-city"
            value={cityId}
            onChange={(event) => setCityId(event.target.value)}
          >
            <option value="">
              {cities.status === "searching" ? "Searching..." : "Choose a city"}
            </option>
            {hits.map((hit) => (
              <option key={hit.city.id} value={hit.city.id}>
                {hit.city.label}, {hit.state.name}
              </option>
            ))}
          </select>
        </div>
        <div className="af-field">
          <label htmlFor="city-names-alias">Other name</label>
          <input
            id="city-names-alias"
            value={alias}
            maxLength={100}
            aria-invalid={error !== ""}
            aria-describedby={error ? "city-names-error" : undefined}
            onChange={(event) => setAlias(event.target.value)}
          />
        </div>
        <button type="submit" className="admin-button" disabled={add.isPending}>
          Add name
        </button>
        {error && (
          <p id="city-names-error" className="af-error" role="alert">
            {error}
          </p>
        )}
      </form>
      {list.isPending && <Spinner label="Loading city names" />}
      {list.isError && (
        <LoadError
          what="Failed to load city names"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data?.length === 0 && <p className="admin-empty">No city names yet.</p>}
      {list.data && list.data.length > 0 && (
        <div className="admin-table-wrap">
          <table
            className="admin-table"
            aria-label="City names"
            aria-busy={list.isFetching || remove.isPending}
          >
            <thead>
              <tr>
                <th scope="col">Other name</th>
                <th scope="col">City</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((row) => (
                <tr key={row.id}>
                  <td data-label="Other name">{row.alias}</td>
                  <td data-label="City">
                    {row.city}, {row.state}
                  </td>
                  <td className="admin-table__actions">
                    <button
                      type="button"
                      className="admin-button admin-button--small admin-button--danger-outline"
                      disabled={remove.isPending}
                      onClick={() => void removeName(row)}
                    >
                      Remove<span className="visually-hidden"> {row.alias}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
