// The job form in a modal (document 3 §2.9): open to add or to edit one job (prefilled); Cancel,
// the × button, Escape or a successful save closes it, and the next opening starts from a fresh
// form. A tap outside does not close it: it would throw away what was typed
// (docs/decisions/0053-admin-navigation.md).
import { useEffect, useRef } from "react";
import CloseIcon from "../../shared/CloseIcon.tsx";
import "../../shared/dialog-close.css";
import { CONTENT_KINDS } from "../content/content-kinds.ts";
import ContentEditor from "../content/ContentEditor.tsx";

/** What the modal shows: closed, a new job, or job `id`. */
export type JobModalState = { open: false } | { open: true; id?: number };

interface Props {
  state: JobModalState;
  onClose: () => void;
}

/** The modal; its form is remounted at every opening (a reset form). */
export default function JobModal({ state, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (state.open && element && !element.open) element.showModal();
    if (!state.open && element?.open) element.close();
  }, [state]);
  const editing = state.open && state.id !== undefined;

  return (
    <dialog
      ref={dialog}
      className="admin-dialog admin-dialog--form"
      aria-labelledby="job-modal-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className="admin-dialog__header">
        <h2 id="job-modal-title" className="admin-dialog__title">
          {editing ? "Edit Job" : "Add New Job"}
        </h2>
        <button type="button" className="dialog-close" onClick={onClose} aria-label="Close">
          <CloseIcon />
        </button>
      </header>
      {state.open && (
        <ContentEditor
          key={state.id ?? "new"}
          spec={CONTENT_KINDS.jobs}
          id={state.id}
          onDone={onClose}
        />
      )}
    </dialog>
  );
}
