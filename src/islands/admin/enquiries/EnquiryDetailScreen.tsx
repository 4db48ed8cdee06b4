// /admin/enquiries/{type}/{id} (leads issue): one enquiry with everything it holds, its status and
// assignee, internal notes and history.
import { useQuery } from "@tanstack/react-query";
import { ENQUIRY_TYPE_LABELS, type EnquiryType } from "../../../lib/enquiries/enquiries.ts";
import { AdminApiError } from "../admin-api.ts";
import { ENQUIRIES_PATH } from "../admin-routes.ts";
import { lastListPath } from "../list-memory.ts";
import { Link } from "../navigation.tsx";
import History from "../ui/History.tsx";
import LoadError from "../ui/LoadError.tsx";
import Spinner from "../ui/Spinner.tsx";
import { enquiryKeys, fetchEnquiry } from "./enquiries-api.ts";
import EnquiryFacts from "./EnquiryFacts.tsx";
import EnquiryNotes from "./EnquiryNotes.tsx";
import EnquiryStatusBadge from "./EnquiryStatusBadge.tsx";
import { enquiryHistoryLines, receivedAt } from "./enquiry-text.ts";
import EnquiryWorkflow from "./EnquiryWorkflow.tsx";
import { useAssignees } from "./useAssignees.ts";
import "../admin-enquiries.css";

interface Props {
  type: EnquiryType;
  id: number;
}

const isMissing = (error: unknown) => error instanceof AdminApiError && error.status === 404;

/** The enquiry screen. */
export default function EnquiryDetailScreen({ type, id }: Props) {
  const enquiry = useQuery({
    queryKey: enquiryKeys.one(type, id),
    queryFn: ({ signal }) => fetchEnquiry(type, id, signal),
  });
  const back = (
    <Link className="admin-button admin-button--secondary" href={lastListPath(ENQUIRIES_PATH)}>
      Back to Enquiries
    </Link>
  );
  const staff = useAssignees();
  const data = enquiry.data;
  return (
    <section className="admin-screen" aria-labelledby="enquiry-title">
      <header className="admin-screen__header">
        <div>
          <p className="admin-enquiry-kicker">{ENQUIRY_TYPE_LABELS[type]}</p>
          <h1 id="enquiry-title">{data ? data.name : "Enquiry"}</h1>
          {data && (
            <p className="admin-enquiry-received">
              {data.company && <>{data.company} · </>}
              {data.city && <>{data.city} · </>}
              Received <time dateTime={data.receivedAt}>{receivedAt(data.receivedAt)}</time>{" "}
              <EnquiryStatusBadge status={data.status} />
            </p>
          )}
        </div>
        {back}
      </header>
      {enquiry.isPending && <Spinner label="Loading the enquiry" />}
      {enquiry.isError && isMissing(enquiry.error) && (
        <p className="admin-empty">This enquiry does not exist, or it was deleted.</p>
      )}
      {enquiry.isError && !isMissing(enquiry.error) && (
        <LoadError
          what="Failed to load the enquiry."
          error={enquiry.error}
          onRetry={() => void enquiry.refetch()}
        />
      )}
      {data && (
        <div className="admin-enquiry">
          <EnquiryFacts enquiry={data} />
          <div className="admin-enquiry__side">
            <EnquiryWorkflow key={data.version} enquiry={data} onReload={() => enquiry.refetch()} />
            <EnquiryNotes type={type} enquiryId={id} notes={data.notes} />
            <History lines={enquiryHistoryLines(data.history, staff)} />
          </div>
        </div>
      )}
    </section>
  );
}
