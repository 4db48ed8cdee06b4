// The rows of the product overview (document 3 §2.5): selection, image, name, category, the
// description cut at 50 characters, price in rupees or 'Price on Request', status, Edit, Delete.
import { formatPrice } from "../../../lib/catalogue/price.ts";
import { truncateText } from "../../../lib/text.ts";
import { adminPaths } from "../admin-routes.ts";
import { Link } from "../navigation.tsx";
import StatusBadge from "../ui/StatusBadge.tsx";
import Thumbnail from "../ui/Thumbnail.tsx";
import type { ListedProduct } from "./product-api.ts";

/** Descriptions in the overview are cut at this many characters (document 3 §9). */
export const DESCRIPTION_CUT = 50;

interface Props {
  products: ListedProduct[];
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
  onSelectAll: (selected: boolean) => void;
  onDelete: (product: ListedProduct) => void;
  busy: boolean;
}

/** The product table; below 760 px each row is a card. */
export default function ProductTable(props: Props) {
  const { products, selected, onSelect, onSelectAll, onDelete, busy } = props;
  const all = products.length > 0 && products.every((product) => selected.has(product.id));
  const some = products.some((product) => selected.has(product.id));
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--products" aria-busy={busy}>
        <thead>
          <tr>
            <th scope="col" className="admin-table__check">
              <input
                type="checkbox"
                id="admin-select-all"
                aria-label="Select all products on this page"
                checked={all}
                ref={(box) => {
                  if (box) box.indeterminate = some && !all;
                }}
                onChange={(event) => onSelectAll(event.target.checked)}
              />
              <label
                htmlFor="admin-select-all"
                className="admin-table__select-all"
                aria-hidden="true"
              >
                Select all
              </label>
            </th>
            <th scope="col">Product</th>
            <th scope="col">Category</th>
            <th scope="col">Description</th>
            <th scope="col">Price</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id} className={selected.has(product.id) ? "is-selected" : undefined}>
              <td className="admin-table__check">
                <input
                  type="checkbox"
                  aria-label={`Select ${product.name}`}
                  checked={selected.has(product.id)}
                  onChange={(event) => onSelect(product.id, event.target.checked)}
                />
              </td>
              <td>
                <div className="admin-table__product">
                  <Thumbnail src={product.image} size={48} />
                  <span>
                    <strong>{product.name}</strong>
                    <small>/{product.slug}</small>
                  </span>
                </div>
              </td>
              <td data-label="Category">
                {product.category}
                {product.subcategory && <small> / {product.subcategory}</small>}
              </td>
              <td data-label="Description" title={product.shortDescription}>
                {truncateText(product.shortDescription, DESCRIPTION_CUT)}
              </td>
              <td data-label="Price" className="admin-table__price">
                {formatPrice(product.price)}
              </td>
              <td data-label="Status">
                <StatusBadge status={product.status} />
                {product.featured && (
                  <span className="admin-badge admin-badge--featured">Featured</span>
                )}
                {product.pinned && (
                  <span className="admin-badge admin-badge--featured">Pinned</span>
                )}
              </td>
              <td className="admin-table__actions">
                <Link
                  className="admin-button admin-button--small"
                  href={adminPaths.edit("products", product.id)}
                >
                  Edit<span className="visually-hidden"> {product.name}</span>
                </Link>
                <button
                  type="button"
                  className="admin-button admin-button--small admin-button--danger-outline"
                  onClick={() => onDelete(product)}
                >
                  Delete<span className="visually-hidden"> {product.name}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
