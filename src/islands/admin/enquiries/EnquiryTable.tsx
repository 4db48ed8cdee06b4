// The inbox's rows (leads issue): type, name (the link to the enquiry), company, city, products,
// received and status; below 760 px each row is a card, as in the other lists.
import { ENQUIRY_TYPE_LABELS } from "../../../lib/enquiries/enquiries.ts";
import { enquiryPath } from "../admin-routes.ts";
import { Link } from "../navigation.tsx";
import type { EnquirySummary } from "./enquiries-api.ts";
import EnquiryStatusBadge from "./EnquiryStatusBadge.tsx";
import { productsInBrief, receivedAt } from "./enquiry-text.ts";

interface Props {
  items: EnquirySummary[];
  busy: boolean;
  caption: string;
}

/** The table of one page of enquiries. */
export default function EnquiryTable({ items, busy, caption }: Props) {
  return (
    // A region that takes focus, so that keyboard users can scroll it when a narrow window makes
    // the table wider than its column.
    <div className="admin-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="admin-table admin-table--enquiries" aria-busy={busy}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Name</th>
            <th scope="col">Company</th>
            <th scope="col">City</th>
            <th scope="col">Products</th>
            <th scope="col">Received</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={`${item.type}-${item.id}`}>
              <td data-label="Type">
                <span className={`admin-enquiry-type admin-enquiry-type--${item.type}`}>
                  {ENQUIRY_TYPE_LABELS[item.type]}
                </span>
              </td>
              <th scope="row" className="admin-table__name">
                <Link href={enquiryPath(item.type, item.id)}>{item.name}</Link>
                <small>{item.email}</small>
              </th>
              <td data-label="Company">{item.company || "—"}</td>
              <td data-label="City">{item.city || "—"}</td>
              <td data-label="Products">{productsInBrief(item.products) || "—"}</td>
              <td data-label="Received">
                <time dateTime={item.receivedAt}>{receivedAt(item.receivedAt)}</time>
              </td>
              <td data-label="Status">
                <EnquiryStatusBadge status={item.status} />
                {item.assignee && (
                  <small className="admin-enquiry-assignee">{item.assignee.name}</small>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
