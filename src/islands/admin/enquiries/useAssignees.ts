// The active members of staff, read once for the assignee select and the history's names.
import { useQuery } from "@tanstack/react-query";
import type { Assignee } from "./assignees.ts";
import { enquiryKeys, fetchAssignees } from "./enquiries-api.ts";

// Accounts change rarely; a few minutes' old list is good enough for a select.
const STAFF_LIST_FRESH_MS = 5 * 60_000;

/** The staff list, empty until it arrives (or when it could not be read). */
export function useAssignees(): readonly Assignee[] {
  const staff = useQuery({
    queryKey: enquiryKeys.assignees,
    queryFn: ({ signal }) => fetchAssignees(signal),
    staleTime: STAFF_LIST_FRESH_MS,
  });
  return staff.data ?? [];
}
