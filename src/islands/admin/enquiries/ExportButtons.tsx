// Export of the filtered inbox (leads issue): every enquiry the filters match, not only the page
// on screen, as CSV or XLSX, under the name the server gives the file.
import { useState } from "react";
import { failureMessage } from "../admin-api.ts";
import { useNotices } from "../ui/notices.tsx";
import { downloadEnquiries } from "./enquiries-api.ts";
import type { EnquiryListState, ExportFormat } from "./enquiry-list-query.ts";

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: "csv", label: "Export CSV" },
  { format: "xlsx", label: "Export XLSX" },
];

/** The two export buttons; the one at work says so. */
export default function ExportButtons({ state }: { state: EnquiryListState }) {
  const { notify } = useNotices();
  const [working, setWorking] = useState<ExportFormat | null>(null);
  const exportAs = async (format: ExportFormat) => {
    setWorking(format);
    try {
      await downloadEnquiries(state, format);
    } catch (error) {
      notify("error", failureMessage(error, "Failed to export enquiries"));
    } finally {
      setWorking(null);
    }
  };
  return (
    <div className="admin-enquiry-export" role="group" aria-label="Export the filtered list">
      {FORMATS.map(({ format, label }) => (
        <button
          key={format}
          type="button"
          className="admin-button admin-button--small admin-button--secondary"
          disabled={working !== null}
          onClick={() => void exportAs(format)}
        >
          {working === format ? "Exporting..." : label}
        </button>
      ))}
    </div>
  );
}
