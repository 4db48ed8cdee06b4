// An enquiry's status as a coloured badge with its label (New, Contacted, …).
import { ENQUIRY_STATUS_LABELS, type EnquiryStatus } from "../../../lib/enquiries/enquiries.ts";

/** The status word in a badge. */
export default function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return (
    <span className={`admin-badge admin-badge--enquiry-${status}`}>
      {ENQUIRY_STATUS_LABELS[status]}
    </span>
  );
}
