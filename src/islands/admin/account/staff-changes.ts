// What an admin's change to a staff account does, in words: the question asked before it and the
// notice after it. The server ends every session of an account it deactivates, and reads the role
// afresh on each request, so both take effect at once.
import type { StaffUser } from "../auth/auth-api.ts";

/** One change to an account: its role, or whether it may sign in. */
export type StaffChange = { role: StaffUser["role"] } | { isActive: boolean };

const ROLE_NAMES = { admin: "Admin", staff: "Staff" } as const;

/** The confirmation's question and its action button. */
export function staffChangeQuestion(
  account: StaffUser,
  change: StaffChange,
): { text: string; action: string } {
  const name = account.username;
  if ("isActive" in change) {
    return change.isActive
      ? { text: `Reactivate ${name}? They will be able to sign in again.`, action: "Activate" }
      : {
          text: `Deactivate ${name}? They will be signed out at once and cannot sign in until reactivated.`,
          action: "Deactivate",
        };
  }
  return change.role === "admin"
    ? {
        text: `Make ${name} an Admin? Admins also manage staff accounts and can purge enquiries.`,
        action: "Make Admin",
      }
    : {
        text: `Make ${name} Staff? They will no longer manage staff accounts or purge enquiries.`,
        action: "Make Staff",
      };
}

/** The success notice, saying what changed. */
export function staffChangeDone(before: StaffUser, change: StaffChange): string {
  const name = before.username;
  if ("isActive" in change) {
    return change.isActive
      ? `Staff account ${name} reactivated: they can sign in again.`
      : `Staff account ${name} deactivated: signed out, and cannot sign in until reactivated.`;
  }
  return `Staff account ${name}: role changed from ${ROLE_NAMES[before.role]} to ${ROLE_NAMES[change.role]}.`;
}
