// Confirmation before every delete (document 3 §5): a modal dialog with the question, Cancel
// (focused first, the safe choice) and the action. Escape cancels.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";

interface Question {
  text: string;
  action: string;
  resolve: (confirmed: boolean) => void;
}

type Confirm = (text: string, action?: string) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** Renders the one confirmation dialog and lets any screen ask through useConfirm(). */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [question, setQuestion] = useState<Question | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!question || !dialog.current) return;
    if (!dialog.current.open) dialog.current.showModal();
    cancel.current?.focus();
  }, [question]);

  const confirm: Confirm = (text, action = "Delete") =>
    new Promise((resolve) => setQuestion({ text, action, resolve }));
  const answer = (confirmed: boolean) => {
    question?.resolve(confirmed);
    setQuestion(null);
    dialog.current?.close();
  };

  return (
    <ConfirmContext value={confirm}>
      {children}
      <dialog
        ref={dialog}
        className="admin-dialog"
        aria-labelledby="admin-confirm-text"
        onCancel={(event) => {
          event.preventDefault();
          answer(false);
        }}
      >
        <p id="admin-confirm-text" className="admin-dialog__text">
          {question?.text}
        </p>
        <div className="admin-dialog__actions">
          <button
            ref={cancel}
            type="button"
            className="admin-button admin-button--secondary"
            onClick={() => answer(false)}
          >
            Cancel
          </button>
          <button
            type="button"
            className="admin-button admin-button--danger"
            onClick={() => answer(true)}
          >
            {question?.action}
          </button>
        </div>
      </dialog>
    </ConfirmContext>
  );
}

/** Asks a yes/no question in the dialog; resolves true when the action was chosen. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm outside ConfirmProvider");
  return confirm;
}
