// Who an enquiry can be assigned to. Listing the staff accounts (GET /api/auth/users) is for
// admins only, so an admin chooses among every active account, and a staff member between
// themself and nobody; the current assignee is always kept as a choice.

/** An account an enquiry can be assigned to. */
export interface Assignee {
  id: number;
  name: string;
}

/** An account as the staff list answers it. */
export interface AccountLike {
  id: number;
  username: string;
  displayName: string | null;
  isActive: boolean;
}

/** The name an account goes by: its display name, else its username. */
export const accountName = (account: Pick<AccountLike, "username" | "displayName">) =>
  account.displayName?.trim() || account.username;

/**
 * The assignee choices, by name: the active `accounts`, and `current` even when it is no longer
 * among them (a deactivated account stays shown rather than silently unassigned).
 */
export function assigneeChoices(
  accounts: readonly AccountLike[],
  current: Assignee | null,
): Assignee[] {
  const choices = new Map<number, Assignee>();
  for (const account of accounts) {
    if (account.isActive) choices.set(account.id, { id: account.id, name: accountName(account) });
  }
  if (current && !choices.has(current.id)) choices.set(current.id, current);
  return [...choices.values()].sort((a, b) => a.name.localeCompare(b.name, "en-IN"));
}
