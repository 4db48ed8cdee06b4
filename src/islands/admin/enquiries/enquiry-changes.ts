// What the status and assignee form sends: only the fields that differ from the loaded enquiry.
// An unchanged assignee whose account was since deactivated would otherwise be sent again, refused
// by the server (an assignee must be active staff), and block a mere status change.
import type { EnquiryStatus } from "../../../lib/enquiries/enquiries.ts";

/** The form's choices: a status, and an assignee id as the select holds it ("" for nobody). */
export interface WorkflowChoice {
  status: EnquiryStatus;
  assignee: string;
}

/** The body fields of PATCH /api/admin/enquiries/{type}/{id} besides the version. */
export interface EnquiryChanges {
  status?: EnquiryStatus;
  assigneeId?: number | null;
}

/** The fields of `chosen` that differ from `loaded`; none when nothing changed. */
export function changedFields(loaded: WorkflowChoice, chosen: WorkflowChoice): EnquiryChanges {
  return {
    ...(chosen.status !== loaded.status && { status: chosen.status }),
    ...(chosen.assignee !== loaded.assignee && {
      assigneeId: chosen.assignee === "" ? null : Number(chosen.assignee),
    }),
  };
}
