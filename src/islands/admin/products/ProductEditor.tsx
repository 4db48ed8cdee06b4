// /admin/products/new and /admin/products/{id}/edit: loads the choices (and the product with its
// version and history when editing), then shows the form.
import { useQuery } from "@tanstack/react-query";
import { AdminApiError } from "../admin-api.ts";
import { adminPaths } from "../admin-routes.ts";
import { lastListPath } from "../list-memory.ts";
import { Link } from "../navigation.tsx";
import { RecordHistory } from "../ui/History.tsx";
import LoadError from "../ui/LoadError.tsx";
import Spinner from "../ui/Spinner.tsx";
import { fetchDropdownData, fetchProduct, productKeys } from "./product-api.ts";
import { EMPTY_PRODUCT, valuesOfProduct } from "./product-form.ts";
import ProductForm from "./ProductForm.tsx";

const NO_FILES = { image: "", pdf: "" };

/** The add form (no id) or the edit form of product `id`. */
export default function ProductEditor({ id }: { id?: number }) {
  const choices = useQuery({
    queryKey: productKeys.dropdown,
    queryFn: ({ signal }) => fetchDropdownData(signal),
  });
  const product = useQuery({
    queryKey: productKeys.one(id ?? 0),
    queryFn: ({ signal }) => fetchProduct(id ?? 0, signal),
    enabled: id !== undefined,
    // Fetched afresh each time the form opens, never refreshed while it is open: a new version
    // remounts the form, which must happen only when staff ask (Reload after a conflict).
    staleTime: Infinity,
    gcTime: 0,
  });
  const title = id === undefined ? "Add Product" : "Edit Product";
  const gone = product.error instanceof AdminApiError && product.error.status === 404;

  let body;
  if (choices.isError) {
    body = (
      <LoadError
        what="Failed to load categories and brands."
        error={choices.error}
        onRetry={() => void choices.refetch()}
      />
    );
  } else if (gone) {
    body = <p className="admin-empty">This product no longer exists.</p>;
  } else if (product.isError) {
    body = (
      <LoadError
        what="Failed to load the product."
        error={product.error}
        onRetry={() => void product.refetch()}
      />
    );
  } else if (!choices.data || (id !== undefined && !product.data)) {
    body = <Spinner label={id === undefined ? "Loading form" : "Loading product"} />;
  } else {
    const stored = product.data;
    body = (
      <div className={stored ? "admin-editor admin-editor--with-history" : "admin-editor"}>
        <ProductForm
          key={stored ? `${stored.id}-${stored.version}` : "new"}
          target={{
            id: stored?.id ?? null,
            version: stored?.version,
            initial: stored ? valuesOfProduct(stored, choices.data) : EMPTY_PRODUCT,
          }}
          choices={choices.data}
          current={stored ? { image: stored.image, pdf: stored.pdf } : NO_FILES}
          onReload={() => void product.refetch()}
          reloading={product.isFetching}
        />
        {stored && <RecordHistory entries={stored.audit} />}
      </div>
    );
  }
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <header className="admin-screen__header">
        <h1 id="admin-screen-title">{title}</h1>
        <Link
          className="admin-button admin-button--secondary"
          href={lastListPath(adminPaths.list("products"))}
        >
          Back to Products
        </Link>
      </header>
      {body}
    </section>
  );
}
