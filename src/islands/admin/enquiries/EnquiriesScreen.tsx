// /admin/enquiries (leads issue): one inbox of contact messages, quote requests and driver
// download requests, newest first, with filters kept in the address, server pages, the export of
// the filtered list and, for admins, the retention deletes.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { CITY_NAMES_PATH, ENQUIRIES_PATH } from "../admin-routes.ts";
import { Link, navigate, useLocation } from "../navigation.tsx";
import { rememberListQuery } from "../list-memory.ts";
import LoadError from "../ui/LoadError.tsx";
import Pager from "../ui/Pager.tsx";
import { shownRange } from "../ui/shown-range.ts";
import Spinner from "../ui/Spinner.tsx";
import { enquiryKeys, fetchEnquiryPage, type EnquiryPage } from "./enquiries-api.ts";
import {
  enquiriesApiPath,
  enquiryListFromQuery,
  enquiryListToQuery,
  isFiltered,
  type EnquiryListState,
} from "./enquiry-list-query.ts";
import EnquiryFilters from "./EnquiryFilters.tsx";
import EnquiryTable from "./EnquiryTable.tsx";
import ExportButtons from "./ExportButtons.tsx";
import RetentionPanel from "./RetentionPanel.tsx";
import "../admin-enquiries.css";

const ENQUIRY_NOUN = { one: "enquiry", many: "enquiries" };

/** The count line of one page of enquiries. */
function enquiriesShown(page: EnquiryPage): string {
  return shownRange(
    (page.page - 1) * page.pageSize + 1,
    page.items.length,
    page.total,
    ENQUIRY_NOUN,
  );
}

/** The inbox. */
export default function EnquiriesScreen() {
  const { search } = useLocation();
  const state = enquiryListFromQuery(search);
  const apiPath = enquiriesApiPath(state);
  const listQuery = enquiryListToQuery(state);
  useEffect(() => rememberListQuery(ENQUIRIES_PATH, listQuery), [listQuery]);
  const list = useQuery({
    queryKey: enquiryKeys.page(apiPath),
    queryFn: ({ signal }) => fetchEnquiryPage(state, signal),
    placeholderData: keepPreviousData,
  });

  // A new filter starts again at page 1; typing and choosing replace the history entry, turning
  // pages adds one, so Back goes to the previous page rather than through every keystroke.
  const show = (next: Partial<EnquiryListState>) => {
    const reset = "page" in next ? {} : { page: 1 };
    navigate(`${ENQUIRIES_PATH}${enquiryListToQuery({ ...state, ...reset, ...next })}`, {
      replace: !("page" in next),
    });
  };
  const items = list.data?.items ?? [];
  const totalPages = list.data ? Math.ceil(list.data.total / list.data.pageSize) : 0;

  return (
    <section className="admin-screen" aria-labelledby="enquiries-title">
      <header className="admin-screen__header">
        <h1 id="enquiries-title">Enquiries</h1>
        <div className="admin-screen__header-actions">
          <Link className="admin-button admin-button--secondary" href={CITY_NAMES_PATH}>
            City Names
          </Link>
          <ExportButtons state={state} />
        </div>
      </header>
      <EnquiryFilters state={state} onChange={show} />
      <p className="admin-enquiry-count" role="status">
        {list.data ? enquiriesShown(list.data) : ""}
      </p>
      {list.isPending && <Spinner label="Loading enquiries" />}
      {list.isError && (
        <LoadError
          what="Failed to load enquiries."
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {items.length > 0 && (
        <EnquiryTable items={items} busy={list.isFetching} caption="Enquiries, newest first" />
      )}
      {list.data && items.length === 0 && (
        <p className="admin-empty">
          {isFiltered(state) ? "No enquiries match these filters." : "No enquiries yet."}
        </p>
      )}
      {list.data && (
        <Pager
          page={list.data.page}
          totalPages={totalPages}
          onPage={(page) => show({ page })}
          label="Enquiry pages"
        />
      )}
      <RetentionPanel retentionDays={list.data?.retentionDays} />
    </section>
  );
}
