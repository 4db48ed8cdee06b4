// The dashboard's enquiry figures (leads issue): new enquiries this week, the open ones by status
// (each a link to the inbox filtered by it), the weekly chart, and the most requested products.
import { useQuery } from "@tanstack/react-query";
import { ENQUIRY_STATUS_LABELS, OPEN_STATUSES } from "../../../lib/enquiries/enquiries.ts";
import { ENQUIRIES_PATH } from "../admin-routes.ts";
import { Link } from "../navigation.tsx";
import LoadError from "../ui/LoadError.tsx";
import Spinner from "../ui/Spinner.tsx";
import { fetchEnquiryStats, type EnquiryStats } from "./enquiry-stats-api.ts";
import WeeklyChart from "./WeeklyChart.tsx";
import "../admin-enquiries.css";

const count = (value: number) => value.toLocaleString("en-IN");

function Counts({ stats }: { stats: EnquiryStats }) {
  return (
    <ul
      className="admin-cards admin-enquiry-cards"
      aria-label="Enquiries this week and open by status"
    >
      <li className="admin-card admin-card--this-week">
        <span className="admin-card__count">{count(stats.newThisWeek)}</span>
        <span className="admin-card__label">Received this week</span>
      </li>
      {OPEN_STATUSES.map((status) => (
        <li key={status} className={`admin-card admin-card--enquiry-${status}`}>
          <span className="admin-card__count">{count(stats.openByStatus[status])}</span>
          <Link className="admin-card__label" href={`${ENQUIRIES_PATH}?status=${status}`}>
            {ENQUIRY_STATUS_LABELS[status]}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function TopProducts({ products }: { products: EnquiryStats["topProducts"] }) {
  return (
    <section className="admin-panel" aria-labelledby="top-requested">
      <h2 id="top-requested">Top requested products</h2>
      {products.length === 0 ? (
        <p className="admin-history__none">No quote requests yet.</p>
      ) : (
        <ol className="admin-top-products">
          {products.map((product) => (
            <li key={product.slug}>
              <a href={`/${product.slug}`}>{product.name}</a>
              <span>
                {count(product.count)} {product.count === 1 ? "request" : "requests"}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The enquiry part of the dashboard, with its own loading and error states. */
export default function EnquiryOverview() {
  const stats = useQuery({
    queryKey: ["admin", "enquiries", "stats"],
    queryFn: ({ signal }) => fetchEnquiryStats(signal),
  });
  return (
    <section className="admin-enquiry-overview" aria-labelledby="enquiry-overview-title">
      <div className="admin-enquiry-overview__head">
        <h2 id="enquiry-overview-title">Enquiries</h2>
        <Link
          className="admin-button admin-button--small admin-button--secondary"
          href={ENQUIRIES_PATH}
        >
          Open the inbox
        </Link>
      </div>
      {stats.isPending && <Spinner label="Loading enquiry figures" />}
      {stats.isError && (
        <LoadError
          what="Failed to load the enquiry figures."
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      )}
      {stats.data && (
        <>
          <Counts stats={stats.data} />
          <div className="admin-enquiry-overview__panels">
            <WeeklyChart weeks={stats.data.perWeek} />
            <TopProducts products={stats.data.topProducts} />
          </div>
        </>
      )}
    </section>
  );
}
