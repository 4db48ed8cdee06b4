// /admin/staff (admins only): every staff account, a form to create one, and per account the role
// and whether it may sign in (PUT /api/auth/users/{id}), each changed only after a confirmation.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { failureMessage } from "../admin-api.ts";
import type { StaffUser } from "../auth/auth-api.ts";
import { useSignedInUser } from "../auth/auth-state.tsx";
import LoadError from "../ui/LoadError.tsx";
import { useConfirm } from "../ui/confirm.tsx";
import { indiaDateTime } from "../ui/india-time.ts";
import { useNotices } from "../ui/notices.tsx";
import Spinner from "../ui/Spinner.tsx";
import { listStaff, updateStaffAccount } from "./account-api.ts";
import StaffCreateForm from "./StaffCreateForm.tsx";
import { staffChangeDone, staffChangeQuestion, type StaffChange } from "./staff-changes.ts";

function StaffRow({ account, isSelf }: { account: StaffUser; isSelf: boolean }) {
  const { notify } = useNotices();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (changes: StaffChange) => updateStaffAccount(account.id, changes),
    onSuccess: (_user, changes) => notify("success", staffChangeDone(account, changes)),
    onError: (error) => notify("error", failureMessage(error, "Account update failed")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["auth", "users"] }),
  });
  // Nothing is saved until the admin confirms; the select is controlled, so it shows the old role
  // meanwhile and keeps it on Cancel.
  const ask = async (changes: StaffChange) => {
    const { text, action } = staffChangeQuestion(account, changes);
    if (await confirm(text, action)) change.mutate(changes);
  };
  return (
    <tr>
      <td>
        <strong>{account.username}</strong>
        {isSelf && <small> (you)</small>}
      </td>
      <td data-label="Name">{account.displayName || "—"}</td>
      <td data-label="Email">{account.email || "—"}</td>
      <td data-label="Role">
        <select
          aria-label={`Role of ${account.username}`}
          value={account.role}
          disabled={isSelf || change.isPending}
          onChange={(event) =>
            void ask({ role: event.target.value === "admin" ? "admin" : "staff" })
          }
        >
          <option value="staff">Staff</option>
          <option value="admin">Admin</option>
        </select>
      </td>
      <td data-label="Status">
        <span className={`admin-badge admin-badge--${account.isActive ? "active" : "inactive"}`}>
          {account.isActive ? "active" : "inactive"}
        </span>
      </td>
      <td data-label="Last sign-in">
        {account.lastLoginAt ? indiaDateTime(account.lastLoginAt) : "Never"}
      </td>
      <td className="admin-table__actions">
        {!isSelf && (
          <button
            type="button"
            className="admin-button admin-button--small admin-button--secondary"
            disabled={change.isPending}
            onClick={() => void ask({ isActive: !account.isActive })}
          >
            {account.isActive ? "Deactivate" : "Activate"}
            <span className="visually-hidden"> {account.username}</span>
          </button>
        )}
      </td>
    </tr>
  );
}

/** The staff accounts screen. */
export default function StaffScreen() {
  const me = useSignedInUser();
  const [creating, setCreating] = useState(false);
  const staff = useQuery({
    queryKey: ["auth", "users"],
    queryFn: ({ signal }) => listStaff(signal),
    enabled: me.role === "admin",
  });
  if (me.role !== "admin") {
    return (
      <section className="admin-screen" aria-labelledby="staff-title">
        <h1 id="staff-title">Staff Accounts</h1>
        <p className="admin-empty">Only an administrator can manage staff accounts.</p>
      </section>
    );
  }
  return (
    <section className="admin-screen" aria-labelledby="staff-title">
      <header className="admin-screen__header">
        <h1 id="staff-title">Staff Accounts</h1>
        {!creating && (
          <button type="button" className="admin-button" onClick={() => setCreating(true)}>
            Add Staff Account
          </button>
        )}
      </header>
      {creating && <StaffCreateForm onDone={() => setCreating(false)} />}
      {staff.isPending && <Spinner label="Loading staff accounts" />}
      {staff.isError && (
        <LoadError
          what="Failed to load staff accounts."
          error={staff.error}
          onRetry={() => void staff.refetch()}
        />
      )}
      {staff.data && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Username</th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {staff.data.map((account) => (
                <StaffRow key={account.id} account={account} isSelf={account.id === me.id} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
