// Retention (leads issue, admins only): delete every enquiry marked spam, or every enquiry older
// than the retention period the server is configured with, each after a confirmation. Staff
// accounts do not see it; the server refuses them too (403).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureMessage } from "../admin-api.ts";
import { useSignedInUser } from "../auth/auth-state.tsx";
import { useConfirm } from "../ui/confirm.tsx";
import { useNotices } from "../ui/notices.tsx";
import { enquiryKeys, purgeEnquiries, type PurgeScope } from "./enquiries-api.ts";

const olderLabel = (days: number | undefined) =>
  days === undefined
    ? "Delete enquiries older than the retention period"
    : `Delete enquiries older than ${days} days`;

function questionOf(scope: PurgeScope, days: number | undefined): string {
  const what =
    scope === "spam"
      ? "every enquiry marked Spam"
      : `every contact message, quote request and driver download request received more than ${days ?? "the retention period's"} days ago`;
  return `Delete ${what}? Their notes go with them. This cannot be undone.`;
}

/** The two bulk deletes, for admins; nothing for other accounts. */
export default function RetentionPanel({ retentionDays }: { retentionDays: number | undefined }) {
  const me = useSignedInUser();
  const confirm = useConfirm();
  const { notify } = useNotices();
  const queryClient = useQueryClient();
  const purge = useMutation({
    mutationFn: purgeEnquiries,
    onSuccess: (deleted) =>
      notify("success", `${deleted} ${deleted === 1 ? "enquiry" : "enquiries"} deleted.`),
    onError: (error) => notify("error", failureMessage(error, "Failed to delete enquiries")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: enquiryKeys.all }),
  });
  if (me.role !== "admin") return null;
  const ask = async (scope: PurgeScope, action: string) => {
    if (await confirm(questionOf(scope, retentionDays), action)) purge.mutate(scope);
  };
  return (
    <section className="admin-panel admin-retention" aria-labelledby="retention-title">
      <h2 id="retention-title">Retention</h2>
      <p className="af-hint">
        Enquiries are kept
        {retentionDays === undefined
          ? " for the retention period"
          : ` for ${retentionDays} days`}{" "}
        (see the privacy policy). Deleting is for administrators only and cannot be undone.
      </p>
      <div className="admin-retention__actions">
        <button
          type="button"
          className="admin-button admin-button--small admin-button--danger-outline"
          disabled={purge.isPending}
          onClick={() => void ask("spam", "Delete spam")}
        >
          Delete spam
        </button>
        <button
          type="button"
          className="admin-button admin-button--small admin-button--danger-outline"
          disabled={purge.isPending}
          onClick={() => void ask("older", "Delete old enquiries")}
        >
          {olderLabel(retentionDays)}
        </button>
      </div>
    </section>
  );
}
