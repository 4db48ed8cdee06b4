// /admin/{drivers|blogs}/new and …/{id}/edit: the form as a page, back to the list when done.
import { adminPaths } from "../admin-routes.ts";
import { lastListPath, returnToList } from "../list-memory.ts";
import { Link } from "../navigation.tsx";
import { CONTENT_KINDS } from "./content-kinds.ts";
import ContentEditor from "./ContentEditor.tsx";

/** The add page (no id) or the edit page of record `id`. */
export default function ContentPage({ kind, id }: { kind: "drivers" | "blogs"; id?: number }) {
  const spec = CONTENT_KINDS[kind];
  const label = spec.singular[0]!.toUpperCase() + spec.singular.slice(1);
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <header className="admin-screen__header">
        <h1 id="admin-screen-title">{id === undefined ? `Add ${label}` : `Edit ${label}`}</h1>
        <Link
          className="admin-button admin-button--secondary"
          href={lastListPath(adminPaths.list(kind))}
        >
          Back to {spec.title}
        </Link>
      </header>
      <ContentEditor spec={spec} id={id} onDone={() => returnToList(adminPaths.list(kind))} />
    </section>
  );
}
