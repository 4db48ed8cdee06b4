// What the visitor sent (leads issue): every stored field under its label, the message, the
// products with links to their pages, and for a driver request its receipt, downloaded through a link
// the API signs for a few minutes (fetched afresh at the click, so a page left open still works).
import { useQueryClient } from "@tanstack/react-query";
import { failureMessage } from "../admin-api.ts";
import { useNotices } from "../ui/notices.tsx";
import { enquiryKeys, fetchEnquiry, type EnquiryDetail } from "./enquiries-api.ts";

// The page the API names, else the product's own (/{slug}); a driver has the downloads page.
const productLink = (product: EnquiryDetail["products"][number]) =>
  product.productUrl ?? (product.slug ? `/${product.slug}` : "/drivers");

function Products({ products }: { products: EnquiryDetail["products"] }) {
  if (products.length === 0) return null;
  const withNotes = products.some((product) => product.note);
  const withModels = products.some((product) => product.model);
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-enquiry-products">
        <caption>Products</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            {withModels && <th scope="col">Model</th>}
            <th scope="col">Quantity</th>
            {withNotes && <th scope="col">Note</th>}
          </tr>
        </thead>
        <tbody>
          {products.map((product, index) => (
            <tr key={`${index}-${product.slug ?? product.name}`}>
              <th scope="row">
                <a href={productLink(product)} target="_blank" rel="noopener">
                  {product.name}
                </a>
                {product.slug && <small>/{product.slug}</small>}
              </th>
              {withModels && <td data-label="Model">{product.model || "—"}</td>}
              <td data-label="Quantity">{product.quantity ?? "—"}</td>
              {withNotes && <td data-label="Note">{product.note || "—"}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Receipt({ enquiry }: { enquiry: EnquiryDetail }) {
  const { notify } = useNotices();
  const queryClient = useQueryClient();
  if (enquiry.type !== "driver") return null;
  if (!enquiry.receiptUrl) return <p className="af-hint">No receipt was uploaded.</p>;
  // A fresh link at the click; the file comes as an attachment, so the screen stays.
  const download = async () => {
    try {
      const fresh = await fetchEnquiry(enquiry.type, enquiry.id);
      queryClient.setQueryData(enquiryKeys.one(enquiry.type, enquiry.id), fresh);
      if (!fresh.receiptUrl) throw new Error("The receipt is no longer stored.");
      window.location.assign(fresh.receiptUrl);
    } catch (error) {
      notify("error", failureMessage(error, "Failed to download the receipt"));
    }
  };
  return (
    <p>
      <button
        type="button"
        className="admin-button admin-button--small"
        onClick={() => void download()}
      >
        Download receipt
      </button>{" "}
      <span className="af-hint">A link that works for a few minutes.</span>
    </p>
  );
}

/** The enquiry's fields, message, products and receipt. */
export default function EnquiryFacts({ enquiry }: { enquiry: EnquiryDetail }) {
  const fields = Object.entries(enquiry.fields).filter(
    ([, value]) => value !== null && value !== "",
  );
  return (
    <section className="admin-panel admin-enquiry-facts" aria-labelledby="enquiry-facts-title">
      <h2 id="enquiry-facts-title">What they sent</h2>
      <p className="admin-enquiry-facts__reach">
        <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
        {enquiry.mobile && (
          <a href={`tel:${enquiry.mobile.replace(/[^\d+]/g, "")}`}>{enquiry.mobile}</a>
        )}
      </p>
      <dl className="admin-facts admin-enquiry-facts__fields">
        {fields.map(([label, value]) => (
          <div key={label} className="admin-enquiry-facts__field">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Products products={enquiry.products} />
      <Receipt enquiry={enquiry} />
    </section>
  );
}
