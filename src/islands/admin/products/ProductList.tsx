// The product overview (document 3 §2.5): server pages of 10, 20, 50 or 100, search, category and
// status filters, row selection with bulk delete, and the pager.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { adminPaths } from "../admin-routes.ts";
import { rememberListQuery } from "../list-memory.ts";
import { Link, navigate, useLocation } from "../navigation.tsx";
import LoadError from "../ui/LoadError.tsx";
import Pager from "../ui/Pager.tsx";
import { shownRange } from "../ui/shown-range.ts";
import Spinner from "../ui/Spinner.tsx";
import { fetchProductPage, productKeys, type ProductPage } from "./product-api.ts";
import {
  listStateFromQuery,
  listStateToQuery,
  productsApiPath,
  type ProductListState,
} from "./product-list-query.ts";
import ProductFilters from "./ProductFilters.tsx";
import ProductTable from "./ProductTable.tsx";
import { useProductDeletion } from "./useProductDeletion.ts";

const PRODUCT_NOUN = { one: "product", many: "products" };

/** The count line of one page of products. */
function productsShown(page: ProductPage, limit: number): string {
  return shownRange(
    (page.currentPage - 1) * limit + 1,
    page.products.length,
    page.total,
    PRODUCT_NOUN,
  );
}

/** The list of every product, any status. */
export default function ProductList() {
  const { search } = useLocation();
  const state = listStateFromQuery(search);
  const apiPath = productsApiPath(state);
  const listQuery = listStateToQuery(state);
  useEffect(() => rememberListQuery(adminPaths.list("products"), listQuery), [listQuery]);
  const list = useQuery({
    queryKey: productKeys.page(apiPath),
    queryFn: ({ signal }) => fetchProductPage(apiPath, signal),
    placeholderData: keepPreviousData,
  });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // A new page or filter starts with nothing selected: a hidden selection would be deleted unseen.
  const [selectedOn, setSelectedOn] = useState(apiPath);
  if (selectedOn !== apiPath) {
    setSelectedOn(apiPath);
    setSelected(new Set());
  }
  const { deleteOne, deleteSelected, deleting } = useProductDeletion((gone) =>
    setSelected((current) => new Set([...current].filter((id) => !gone.includes(id)))),
  );

  const show = (next: Partial<ProductListState>) => {
    const reset = "page" in next ? {} : { page: 1 };
    navigate(`/admin/products${listStateToQuery({ ...state, ...reset, ...next })}`, {
      replace: !("page" in next),
    });
  };
  const select = (id: number, on: boolean) =>
    setSelected((current) => {
      const copy = new Set(current);
      if (on) copy.add(id);
      else copy.delete(id);
      return copy;
    });
  const products = list.data?.products ?? [];

  return (
    <section className="admin-screen" aria-labelledby="products-title">
      <header className="admin-screen__header">
        <h1 id="products-title">Products</h1>
        <Link className="admin-button" href={adminPaths.add("products")}>
          Add Product
        </Link>
      </header>
      <ProductFilters state={state} onChange={show} />
      <div className="admin-bulkbar">
        <p role="status">{list.data ? productsShown(list.data, state.limit) : ""}</p>
        <button
          type="button"
          className="admin-button admin-button--danger-outline"
          disabled={deleting}
          onClick={() => void deleteSelected(products.filter((p) => selected.has(p.id)))}
        >
          {deleting ? "Deleting..." : `Delete Selected (${selected.size})`}
        </button>
      </div>
      {list.isPending && <Spinner label="Loading products" />}
      {list.isError && (
        <LoadError
          what="Failed to load products."
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data && products.length > 0 && (
        <ProductTable
          products={products}
          selected={selected}
          onSelect={select}
          onSelectAll={(on) => setSelected(on ? new Set(products.map((p) => p.id)) : new Set())}
          onDelete={(product) => void deleteOne(product)}
          busy={list.isFetching}
        />
      )}
      {list.data && products.length === 0 && (
        <p className="admin-empty">
          {state.search || state.category || state.status
            ? "No products match these filters."
            : "No products yet."}
        </p>
      )}
      {list.data && (
        <Pager
          page={list.data.currentPage}
          totalPages={list.data.totalPages}
          onPage={(page) => show({ page })}
          label="Product pages"
        />
      )}
    </section>
  );
}
