// Who an enquiry can be assigned to: the active members of staff the API lists
// (GET /api/admin/enquiries/assignees, open to every staff role), and the current assignee even
// when their account has since been deactivated, so it is shown rather than silently dropped.

/** A member of staff an enquiry can be assigned to. */
export interface Assignee {
  id: number;
  name: string;
}

/** The choices of the assignee select, by name. */
export function assigneeChoices(listed: readonly Assignee[], current: Assignee | null): Assignee[] {
  const choices = new Map(listed.map((assignee) => [assignee.id, assignee]));
  if (current && !choices.has(current.id)) choices.set(current.id, current);
  return [...choices.values()].sort((a, b) => a.name.localeCompare(b.name, "en-IN"));
}
