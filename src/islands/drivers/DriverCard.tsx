// One driver's card: category and system badges, name, version, release date, description, size,
// compatibility, file name and the Download button that opens the request modal.
import { useId } from "react";
import { formatReleaseDate, type Driver } from "../../lib/drivers/drivers.ts";
import { useDriversText } from "./useDriversText.ts";
import { untilHydrated } from "../shared/awaits-script.ts";

interface Props {
  driver: Driver;
  /** False until the island has hydrated: the modal needs script. */
  ready: boolean;
  onDownload: (driver: Driver) => void;
}

/** A driver card, an <article> named by the driver's name. */
export default function DriverCard({ driver, ready, onDownload }: Props) {
  const text = useDriversText();
  const titleId = useId();
  return (
    <article className="dr-card" aria-labelledby={titleId}>
      <p className="dr-badges">
        <span className="dr-badge">{text.categories[driver.category]}</span>
        <span className="dr-badge dr-badge--os">
          {text.operatingSystems[driver.operatingSystem]}
        </span>
      </p>
      <h2 id={titleId}>{driver.name}</h2>
      <p className="dr-meta">
        {text.version} {driver.version}
        {driver.releaseDate && (
          <>
            {" · "}
            {text.released}{" "}
            <time dateTime={driver.releaseDate}>{formatReleaseDate(driver.releaseDate)}</time>
          </>
        )}
      </p>
      <p className="dr-description">{driver.description}</p>
      <dl className="dr-details">
        {driver.fileSize && (
          <div>
            <dt>{text.size}</dt>
            <dd>{driver.fileSize}</dd>
          </div>
        )}
        {driver.compatibility && (
          <div>
            <dt>{text.compatibility}</dt>
            <dd>{driver.compatibility}</dd>
          </div>
        )}
        {driver.fileName && (
          <div>
            <dt>{text.file}</dt>
            <dd className="dr-file">{driver.fileName}</dd>
          </div>
        )}
      </dl>
      <button
        type="button"
        className="button dr-download"
        {...untilHydrated(ready)}
        onClick={() => onDownload(driver)}
      >
        {text.download}
      </button>
    </article>
  );
}
