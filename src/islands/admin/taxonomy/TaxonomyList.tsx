// The overview of categories, subcategories or brands (document 3 §2.6): a table with Edit and
// Delete (confirmed), success and failure notices, loading and error-with-retry states.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { truncateText } from "../../../lib/text.ts";
import { serverMessageOf } from "../admin-api.ts";
import { adminPaths } from "../admin-routes.ts";
import { Link } from "../navigation.tsx";
import { useConfirm } from "../ui/confirm.tsx";
import LoadError from "../ui/LoadError.tsx";
import { useNotices } from "../ui/notices.tsx";
import Spinner from "../ui/Spinner.tsx";
import { deleteTaxonomy, fetchTaxonomy, taxonomyKey, type TaxonomyRow } from "./taxonomy-api.ts";
import { taxonomyTexts, TAXONOMY_KINDS, type TaxonomyKind } from "./taxonomy-kinds.ts";

/** The list screen of one kind. */
export default function TaxonomyList({ kind }: { kind: TaxonomyKind }) {
  const spec = TAXONOMY_KINDS[kind];
  const texts = taxonomyTexts(spec);
  const confirm = useConfirm();
  const { notify } = useNotices();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: taxonomyKey(kind),
    queryFn: ({ signal }) => fetchTaxonomy(kind, signal),
  });
  const removal = useMutation({
    mutationFn: (row: TaxonomyRow) => deleteTaxonomy(kind, row),
    onSuccess: () => notify("success", texts.deleted),
    onError: (error) => notify("error", texts.deleteFailed(serverMessageOf(error))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
  const remove = async (row: TaxonomyRow) => {
    if (await confirm(texts.confirmDelete)) removal.mutate(row);
  };

  return (
    <section className="admin-screen" aria-labelledby="taxonomy-title">
      <header className="admin-screen__header">
        <h1 id="taxonomy-title">{spec.title}</h1>
        <Link className="admin-button" href={adminPaths.add(kind)}>
          {texts.add}
        </Link>
      </header>
      {list.isPending && <Spinner label={`Loading ${kind}`} />}
      {list.isError && (
        <LoadError
          what={`Failed to load ${kind}.`}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data?.length === 0 && <p className="admin-empty">No {kind} yet.</p>}
      {list.data && list.data.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-busy={list.isFetching || removal.isPending}>
            <thead>
              <tr>
                {spec.picture && (
                  <th scope="col" className="admin-table__picture">
                    <span className="visually-hidden">
                      {spec.picture === "logo" ? "Logo" : "Image"}
                    </span>
                  </th>
                )}
                {spec.columns.map((column) => (
                  <th key={column.field} scope="col">
                    {column.label}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((row) => (
                <tr key={row.id}>
                  {spec.picture && (
                    <td className="admin-table__picture">
                      <img
                        src={row.fields[spec.picture] || "/images/placeholder.svg"}
                        alt=""
                        width="40"
                        height="40"
                      />
                    </td>
                  )}
                  {spec.columns.map((column) => (
                    <td key={column.field} data-label={column.label}>
                      {column.shown
                        ? column.shown(row.fields[column.field] ?? "")
                        : column.cut
                          ? truncateText(row.fields[column.field] ?? "", column.cut)
                          : row.fields[column.field]}
                    </td>
                  ))}
                  <td className="admin-table__actions">
                    <Link
                      className="admin-button admin-button--small"
                      href={adminPaths.edit(kind, row.id)}
                    >
                      Edit<span className="visually-hidden"> {row.fields.display_name}</span>
                    </Link>
                    <button
                      type="button"
                      className="admin-button admin-button--small admin-button--danger-outline"
                      onClick={() => void remove(row)}
                    >
                      Delete<span className="visually-hidden"> {row.fields.display_name}</span>
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
