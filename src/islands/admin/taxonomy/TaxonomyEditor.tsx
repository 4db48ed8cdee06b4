// /admin/{categories|subcategories|brands}/new and …/{id}/edit: the record comes from the kind's
// list (rows carry their version); subcategories also need the categories for the parent select.
import { useQuery } from "@tanstack/react-query";
import { adminPaths } from "../admin-routes.ts";
import { lastListPath } from "../list-memory.ts";
import { Link } from "../navigation.tsx";
import { RecordHistory } from "../ui/History.tsx";
import LoadError from "../ui/LoadError.tsx";
import Spinner from "../ui/Spinner.tsx";
import { fetchTaxonomy, fetchTaxonomyHistory, taxonomyKey } from "./taxonomy-api.ts";
import { taxonomyTexts, TAXONOMY_KINDS, type TaxonomyKind } from "./taxonomy-kinds.ts";
import TaxonomyForm from "./TaxonomyForm.tsx";

/** The add form (no id) or the edit form of record `id` of `kind`. */
export default function TaxonomyEditor({ kind, id }: { kind: TaxonomyKind; id?: number }) {
  const spec = TAXONOMY_KINDS[kind];
  const texts = taxonomyTexts(spec);
  const list = useQuery({
    queryKey: taxonomyKey(kind),
    queryFn: ({ signal }) => fetchTaxonomy(kind, signal),
  });
  const needsParents = spec.fields.some((field) => field.type === "parent");
  const parents = useQuery({
    queryKey: taxonomyKey("categories"),
    queryFn: ({ signal }) => fetchTaxonomy("categories", signal),
    enabled: needsParents,
  });
  const row = id === undefined ? undefined : list.data?.find((candidate) => candidate.id === id);
  const history = useQuery({
    queryKey: [...taxonomyKey(kind), "history", id, row?.version],
    queryFn: ({ signal }) => fetchTaxonomyHistory(kind, id!, signal),
    enabled: row !== undefined,
  });

  let body;
  const failed = list.isError ? list : parents.isError ? parents : null;
  if (failed) {
    body = (
      <LoadError
        what={`Failed to load ${kind}.`}
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
    );
  } else if (!list.data || (needsParents && !parents.data)) {
    body = <Spinner label="Loading form" />;
  } else if (id !== undefined && !row) {
    body = <p className="admin-empty">This {spec.singular} no longer exists.</p>;
  } else {
    body = (
      <>
        <TaxonomyForm
          key={row ? `${row.id}-${row.version}` : "new"}
          spec={spec}
          row={row}
          parents={parents.data ?? []}
          onReload={() => void list.refetch()}
        />
        {history.data && <RecordHistory entries={history.data} />}
      </>
    );
  }
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <header className="admin-screen__header">
        <h1 id="admin-screen-title">{id === undefined ? texts.add : texts.edit}</h1>
        <Link
          className="admin-button admin-button--secondary"
          href={lastListPath(adminPaths.list(kind))}
        >
          Back to {spec.title}
        </Link>
      </header>
      {body}
    </section>
  );
}
