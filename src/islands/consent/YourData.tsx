// The visitor's own tracking data (GET /api/tracking/data, DELETE /api/tracking/clear): download it
// as a JSON file or erase it. Shown only while performance cookies are allowed, since only then is
// there a visitor id to find the data by.
import { useState } from "react";
import { hasConsent } from "../../lib/consent/consent-store.ts";
import { readVisitorId, renewVisitorId } from "../../lib/consent/visitor-id.ts";
import { eraseMyData, fetchMyData } from "./tracking-api.ts";

type Status = { busy: boolean; message: string };

function download(data: unknown): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = "my-data.json";
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** Download and erase buttons for what performance cookies collected. */
export default function YourData() {
  const [status, setStatus] = useState<Status>({ busy: false, message: "" });
  if (!hasConsent("performance") || !readVisitorId()) return null;

  const run = async (work: () => Promise<string>) => {
    setStatus({ busy: true, message: "" });
    try {
      setStatus({ busy: false, message: await work() });
    } catch {
      setStatus({ busy: false, message: "Something went wrong. Please try again later." });
    }
  };
  const onDownload = () =>
    run(async () => {
      download(await fetchMyData());
      return "Your data has been downloaded as my-data.json.";
    });
  const onErase = () =>
    run(async () => {
      await eraseMyData();
      renewVisitorId(); // anything recorded from now on is not linked to the erased data
      return "Your stored data has been erased.";
    });

  return (
    <section className="consent-data" aria-labelledby="consent-data-title">
      <h4 id="consent-data-title">Your data</h4>
      <p>
        While you allow performance cookies, what they collect is kept under a random visitor id.
        You can download it or erase it at any time.
      </p>
      <div className="consent-data__actions">
        <button
          type="button"
          className="consent-button secondary"
          disabled={status.busy}
          onClick={() => void onDownload()}
        >
          Download my data
        </button>
        <button
          type="button"
          className="consent-button secondary"
          disabled={status.busy}
          onClick={() => void onErase()}
        >
          Erase my data
        </button>
      </div>
      <p className="consent-data__status" role="status">
        {status.message}
      </p>
    </section>
  );
}
