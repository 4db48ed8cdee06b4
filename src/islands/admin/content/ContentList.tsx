// The overview of drivers or blogs (document 3 §2.7, §2.8): a table of the newest 100 with Edit
// and Delete (confirmed), success and failure notices, loading and error-with-retry states.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { truncateText } from "../../../lib/text.ts";
import { serverMessageOf } from "../admin-api.ts";
import { adminPaths } from "../admin-routes.ts";
import { Link } from "../navigation.tsx";
import { useConfirm } from "../ui/confirm.tsx";
import LoadError from "../ui/LoadError.tsx";
import { useNotices } from "../ui/notices.tsx";
import Spinner from "../ui/Spinner.tsx";
import StatusBadge from "../ui/StatusBadge.tsx";
import { contentKey, deleteContent, fetchContentList, type ContentRecord } from "./content-api.ts";
import { CONTENT_KINDS } from "./content-kinds.ts";

const cell = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** The list screen of drivers or blogs. */
export default function ContentList({ kind }: { kind: "drivers" | "blogs" }) {
  const spec = CONTENT_KINDS[kind];
  const confirm = useConfirm();
  const { notify } = useNotices();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [...contentKey(kind), "list"],
    queryFn: ({ signal }) => fetchContentList(kind, {}, signal),
  });
  const removal = useMutation({
    mutationFn: (row: ContentRecord) => deleteContent(kind, row.id),
    onSuccess: () => notify("success", spec.texts.deleted),
    onError: (error) => {
      const reason = serverMessageOf(error);
      notify("error", reason ? `${spec.texts.deleteFailed}: ${reason}` : spec.texts.deleteFailed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
  const remove = async (row: ContentRecord) => {
    if (await confirm(spec.texts.confirmDelete)) removal.mutate(row);
  };
  const singular = spec.singular[0]!.toUpperCase() + spec.singular.slice(1);

  return (
    <section className="admin-screen" aria-labelledby="content-title">
      <header className="admin-screen__header">
        <h1 id="content-title">{spec.title}</h1>
        <Link className="admin-button" href={adminPaths.add(kind)}>
          Add {singular}
        </Link>
      </header>
      {list.isPending && <Spinner label={`Loading ${kind}`} />}
      {list.isError && (
        <LoadError
          what={spec.texts.loadFailed}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data?.length === 0 && <p className="admin-empty">{spec.texts.empty}</p>}
      {list.data && list.data.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-busy={list.isFetching || removal.isPending}>
            <thead>
              <tr>
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
                  {spec.columns.map((column) => (
                    <td key={column.field} data-label={column.label}>
                      {column.field === "status" ? (
                        <StatusBadge status={cell(row.status)} />
                      ) : column.cut ? (
                        truncateText(cell(row[column.field]), column.cut)
                      ) : (
                        cell(row[column.field])
                      )}
                    </td>
                  ))}
                  <td className="admin-table__actions">
                    <Link
                      className="admin-button admin-button--small"
                      href={adminPaths.edit(kind, row.id)}
                    >
                      Edit<span className="visually-hidden"> {cell(row[spec.labelField])}</span>
                    </Link>
                    <button
                      type="button"
                      className="admin-button admin-button--small admin-button--danger-outline"
                      onClick={() => void remove(row)}
                    >
                      Delete<span className="visually-hidden"> {cell(row[spec.labelField])}</span>
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
