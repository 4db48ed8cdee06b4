// /admin/dashboard/search-synonyms: the synonyms staff add to the search, beside the trade's own
// that are built in. A search for either side also finds what the other finds, at once (no page
// shows them, so nothing is published). The search report's "Found nothing" links here with the
// query filled in (?term=).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { searchSynonymMessages } from "../../../lib/search/search-synonym-form.ts";
import { failureMessage } from "../admin-api.ts";
import { DASHBOARD_PATH } from "../admin-routes.ts";
import { Link } from "../navigation.tsx";
import { useConfirm } from "../ui/confirm.tsx";
import LoadError from "../ui/LoadError.tsx";
import { useNotices } from "../ui/notices.tsx";
import Spinner from "../ui/Spinner.tsx";
import {
  addSearchSynonym,
  fetchSearchSynonyms,
  removeSearchSynonym,
  searchSynonymsKey,
} from "./search-synonyms-api.ts";

const searchHref = (query: string) => `/search?${new URLSearchParams({ q: query })}`;

// The query the search report sent here, if any.
const termFromAddress = () => new URLSearchParams(window.location.search).get("term") ?? "";

/** The screen. */
export default function SearchSynonymsScreen() {
  const { notify } = useNotices();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [term, setTerm] = useState(termFromAddress);
  const [means, setMeans] = useState("");
  const [error, setError] = useState("");
  const list = useQuery({
    queryKey: searchSynonymsKey,
    queryFn: ({ signal }) => fetchSearchSynonyms(signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: searchSynonymsKey });
  const add = useMutation({
    mutationFn: addSearchSynonym,
    onSuccess: () => {
      notify("success", `Searches for "${term.trim()}" now find "${means.trim()}" too`);
      setTerm("");
      setMeans("");
      setError("");
    },
    onError: (failure) => setError(failureMessage(failure, "Failed to add the synonym")),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: removeSearchSynonym,
    onSuccess: () => notify("success", "Synonym removed"),
    onError: (failure) => notify("error", failureMessage(failure, "Failed to remove the synonym")),
    onSettled: refresh,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (term.trim().length < 2) return setError(searchSynonymMessages.term);
    if (means.trim().length < 2) return setError(searchSynonymMessages.means);
    add.mutate({ term, means });
  };
  const removeSynonym = async (row: { id: number; term: string; means: string }) => {
    if (await confirm(`Remove the synonym "${row.term}" = "${row.means}"?`, "Remove")) {
      remove.mutate(row.id);
    }
  };

  return (
    <section className="admin-screen" aria-labelledby="search-synonyms-title">
      <header className="admin-screen__header">
        <h1 id="search-synonyms-title">Search Synonyms</h1>
        <Link className="admin-button admin-button--secondary" href={DASHBOARD_PATH}>
          Back to Dashboard
        </Link>
      </header>
      <p>
        Words visitors search for and the words the catalogue uses for the same thing, such as
        &ldquo;gun&rdquo; for scanner. A search for either finds what the other finds.
      </p>
      <form className="admin-filters" aria-label="Add a synonym" onSubmit={submit} noValidate>
        <div className="af-field">
          <label htmlFor="search-synonyms-term">Visitors search for</label>
          <input
            id="search-synonyms-term"
            value={term}
            maxLength={60}
            aria-invalid={error !== ""}
            aria-describedby={error ? "search-synonyms-error" : undefined}
            onChange={(event) => setTerm(event.target.value)}
          />
        </div>
        <div className="af-field">
          <label htmlFor="search-synonyms-means">Catalogue says</label>
          <input
            id="search-synonyms-means"
            value={means}
            maxLength={60}
            aria-invalid={error !== ""}
            aria-describedby={error ? "search-synonyms-error" : undefined}
            onChange={(event) => setMeans(event.target.value)}
          />
        </div>
        <button type="submit" className="admin-button" disabled={add.isPending}>
          Add synonym
        </button>
        {error && (
          <p id="search-synonyms-error" className="af-error" role="alert">
            {error}
          </p>
        )}
      </form>
      {list.isPending && <Spinner label="Loading synonyms" />}
      {list.isError && (
        <LoadError
          what="Failed to load synonyms"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data?.length === 0 && <p className="admin-empty">No synonyms added yet.</p>}
      {list.data && list.data.length > 0 && (
        <div className="admin-table-wrap">
          <table
            className="admin-table"
            aria-label="Search synonyms"
            aria-busy={list.isFetching || remove.isPending}
          >
            <thead>
              <tr>
                <th scope="col">Visitors search for</th>
                <th scope="col">Catalogue says</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((row) => (
                <tr key={row.id}>
                  <td data-label="Visitors search for">
                    <a href={searchHref(row.term)} target="_blank" rel="noopener">
                      {row.term}
                      <span className="visually-hidden">
                        {" "}
                        (search on the site, opens a new tab)
                      </span>
                    </a>
                  </td>
                  <td data-label="Catalogue says">{row.means}</td>
                  <td className="admin-table__actions">
                    <button
                      type="button"
                      className="admin-button admin-button--small admin-button--danger-outline"
                      disabled={remove.isPending}
                      onClick={() => void removeSynonym(row)}
                    >
                      Remove
                      <span className="visually-hidden">
                        {" "}
                        {row.term} = {row.means}
                      </span>
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
