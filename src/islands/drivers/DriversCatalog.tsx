// The drivers catalogue (document 2 §2.4): filters, the card grid or the no-results message, and
// the download request modal. Mount as <DriversCatalog client:load initialDrivers={…} />: the
// server renders the full list, so the page lists every driver before any script runs. The modal's
// code is fetched on the first Download and then stays mounted.
import { withErrorBoundary } from "../shared/ErrorBoundary.tsx";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import {
  categoryFromQuery,
  filterDrivers,
  NO_FILTERS,
  type Driver,
} from "../../lib/drivers/drivers.ts";
import DriverCard from "./DriverCard.tsx";
import DriverFiltersBar from "./DriverFiltersBar.tsx";
import { useDriverList } from "./useDriverList.ts";
import "./drivers.css";
import { useDriversText } from "./useDriversText.ts";

const DownloadRequestModal = lazy(() => import("./DownloadRequestModal.tsx"));

interface Props {
  /** The drivers read at build time (or the built-in samples when that read failed). */
  initialDrivers: Driver[];
}

/** The searchable, filterable driver grid with its download modal. */
function DriversCatalog({ initialDrivers }: Props) {
  const text = useDriversText();
  const drivers = useDriverList(initialDrivers);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [chosen, setChosen] = useState<Driver | null>(null);
  const [modalWanted, setModalWanted] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    // ?category= preselects a valid category; anything else is ignored. Read once hydrated: the
    // first render must match the static HTML, which lists every driver.
    const category = categoryFromQuery(window.location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (category !== "all") setFilters((current) => ({ ...current, category }));
    setReady(true);
  }, []);

  const shown = useMemo(() => filterDrivers(drivers, filters), [drivers, filters]);
  const choose = (driver: Driver) => {
    setModalWanted(true);
    setChosen(driver);
  };

  return (
    <section className="container dr-catalog" aria-label="Drivers">
      <DriverFiltersBar filters={filters} shown={shown.length} onChange={setFilters} />
      {shown.length > 0 ? (
        <div className="dr-grid-cards">
          {shown.map((driver) => (
            <DriverCard key={driver.id} driver={driver} ready={ready} onDownload={choose} />
          ))}
        </div>
      ) : (
        <div className="dr-empty">
          <h2>{text.noResultsTitle}</h2>
          <p>{text.noResultsText}</p>
        </div>
      )}
      {modalWanted && (
        <Suspense fallback={null}>
          <DownloadRequestModal driver={chosen} onClose={() => setChosen(null)} />
        </Suspense>
      )}
    </section>
  );
}

export default withErrorBoundary(DriversCatalog);
