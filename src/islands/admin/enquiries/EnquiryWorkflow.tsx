// An enquiry's status (new → contacted → quoted → won / lost / spam) and assignee, saved together
// with the version the form loaded: when someone else saved first the server refuses (409) and the
// form says so, with Reload, as on the other records.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type SubmitEvent } from "react";
import {
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
} from "../../../lib/enquiries/enquiries.ts";
import { failureMessage, isStaleVersion, serverMessageOf } from "../admin-api.ts";
import { useSignedInUser } from "../auth/auth-state.tsx";
import ConflictNotice from "../ui/ConflictNotice.tsx";
import { useNotices } from "../ui/notices.tsx";
import { assigneeChoices } from "./assignees.ts";
import { enquiryKeys, updateEnquiry, type EnquiryDetail } from "./enquiries-api.ts";
import { changedFields } from "./enquiry-changes.ts";
import { useAssignees } from "./useAssignees.ts";

interface Props {
  enquiry: EnquiryDetail;
  onReload: () => Promise<unknown>;
}

/** The status and assignee form, keyed by the enquiry's version so a reload starts afresh. */
export default function EnquiryWorkflow({ enquiry, onReload }: Props) {
  const id = useId();
  const { notify } = useNotices();
  const queryClient = useQueryClient();
  const me = useSignedInUser();
  // Every active member of staff; until they arrive, the current assignee alone.
  const choices = assigneeChoices(useAssignees(), enquiry.assignee);
  const [reloading, setReloading] = useState(false);
  const loaded = {
    status: enquiry.status,
    assignee: enquiry.assignee ? String(enquiry.assignee.id) : "",
  };
  const [status, setStatus] = useState<EnquiryStatus>(loaded.status);
  const [assignee, setAssignee] = useState(loaded.assignee);
  const changes = changedFields(loaded, { status, assignee });
  const save = useMutation({
    mutationFn: () => updateEnquiry(enquiry, changes),
    onSuccess: (saved) => {
      queryClient.setQueryData(enquiryKeys.one(saved.type, saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: enquiryKeys.all, refetchType: "none" });
      notify("success", "Enquiry updated.");
    },
    onError: (error) => {
      if (!isStaleVersion(error))
        notify("error", failureMessage(error, "Failed to update the enquiry"));
    },
  });
  const unchanged = Object.keys(changes).length === 0;
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate();
  };
  const reload = async () => {
    setReloading(true);
    await onReload().finally(() => setReloading(false));
  };

  return (
    <form
      className="admin-panel admin-enquiry-workflow"
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
    >
      <h2 id={`${id}-title`}>Status and assignee</h2>
      {isStaleVersion(save.error) && (
        <ConflictNotice
          message={serverMessageOf(save.error) ?? "This enquiry was changed by someone else."}
          noun="enquiry"
          onReload={() => void reload()}
          reloading={reloading}
        />
      )}
      <div className="af-field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) => setStatus(event.target.value as EnquiryStatus)}
        >
          {ENQUIRY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ENQUIRY_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="af-field">
        <label htmlFor={`${id}-assignee`}>Assigned to</label>
        <select
          id={`${id}-assignee`}
          value={assignee}
          onChange={(event) => setAssignee(event.target.value)}
        >
          <option value="">Nobody</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.id === me.id ? `${choice.name} (you)` : choice.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="admin-button" disabled={unchanged || save.isPending}>
        {save.isPending ? "Saving..." : "Save changes"}
      </button>
    </form>
  );
}
