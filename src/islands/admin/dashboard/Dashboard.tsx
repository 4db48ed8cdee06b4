// The dashboard (document 3 §2.4, §9): 'Admin Dashboard' with the current route, four summary cards
// with the real counts (a failure says so; no invented numbers), Recent Products with 'Get Quote'
// and Recent Categories, five each; then the enquiry figures (leads issue).
import { useQuery } from "@tanstack/react-query";
import { useLocation } from "../navigation.tsx";
import PublishingPanel from "../publishing/PublishingPanel.tsx";
import LoadError from "../ui/LoadError.tsx";
import Spinner from "../ui/Spinner.tsx";
import StatusBadge from "../ui/StatusBadge.tsx";
import { fetchDashboard, type Dashboard as DashboardData } from "./dashboard-api.ts";
import EnquiryOverview from "./EnquiryOverview.tsx";
import SearchReport from "./SearchReport.tsx";

const quoteHref = (name: string) =>
  `/contact?${new URLSearchParams({ productService: "Other", message: `Please send a quote for ${name}.` })}`;

function Cards({ cards }: { cards: DashboardData["cards"] }) {
  return (
    <ul className="admin-cards" aria-label="Products by kind">
      {cards.map((card) => (
        <li key={card.key} className={`admin-card admin-card--${card.key}`}>
          <span className="admin-card__count">{card.count.toLocaleString("en-IN")}</span>
          <span className="admin-card__label">{card.label}</span>
        </li>
      ))}
    </ul>
  );
}

function RecentLists({ data }: { data: DashboardData }) {
  return (
    <div className="admin-recent">
      <section className="admin-panel" aria-labelledby="recent-products">
        <h2 id="recent-products">Recent Products</h2>
        {data.recentProducts.length === 0 && <p className="admin-empty">No products yet.</p>}
        <ul className="admin-recent__list">
          {data.recentProducts.map((product) => (
            <li key={product.id}>
              <div>
                <strong>{product.name}</strong>
                <p>{product.short_description}</p>
              </div>
              <StatusBadge status={product.status} />
              <a className="admin-button admin-button--small" href={quoteHref(product.name)}>
                Get Quote<span className="visually-hidden"> for {product.name}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className="admin-panel" aria-labelledby="recent-categories">
        <h2 id="recent-categories">Recent Categories</h2>
        {data.recentCategories.length === 0 && <p className="admin-empty">No categories yet.</p>}
        <ul className="admin-recent__list">
          {data.recentCategories.map((category) => (
            <li key={category.id}>
              <div>
                <strong>{category.display_name || category.name}</strong>
                <p>{category.description}</p>
              </div>
              {category.status && <StatusBadge status={category.status} />}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The first screen after signing in. */
export default function Dashboard() {
  const { pathname } = useLocation();
  const dashboard = useQuery({
    queryKey: ["admin", "dashboard"],
    queryFn: ({ signal }) => fetchDashboard(signal),
  });
  return (
    <section className="admin-screen" aria-labelledby="dashboard-title">
      <header className="admin-screen__header">
        <h1 id="dashboard-title">Admin Dashboard</h1>
        <p className="admin-route" aria-label="Current page">
          {pathname}
        </p>
      </header>
      {dashboard.isPending && <Spinner label="Loading dashboard" />}
      {dashboard.isError && (
        <LoadError
          what="Failed to load the dashboard counts."
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      )}
      {dashboard.data && (
        <>
          <Cards cards={dashboard.data.cards} />
          <RecentLists data={dashboard.data} />
        </>
      )}
      <EnquiryOverview />
      <SearchReport />
      <PublishingPanel />
    </section>
  );
}
