// An editor with unsaved changes asks before it is left: an in-app navigation (the sidebar, Cancel,
// Back to …) asks in the admin's confirmation dialog, and closing or reloading the tab makes the
// browser ask. The browser's Back and Forward are not asked: the history API cannot hold them.
import { useEffect, useRef } from "react";
import { setBeforeLeave } from "./navigation.tsx";
import { useConfirm } from "./ui/confirm.tsx";

/** The question asked before unsaved changes are thrown away. */
export const LEAVE_QUESTION = "You have unsaved changes. Leave without saving?";

/** Whether a form's `values` differ from `initial`, a field missing on one side counting as "". */
export function valuesChanged<T extends object>(values: T, initial: T): boolean {
  const after = values as Record<string, unknown>;
  const before = initial as Record<string, unknown>;
  const names = new Set([...Object.keys(after), ...Object.keys(before)]);
  return [...names].some((name) => (after[name] ?? "") !== (before[name] ?? ""));
}

/**
 * While the form is on screen, asks before leaving it whenever `hasChanges()` is true at that
 * moment (a form just saved answers false, so its own return to the list is not asked).
 */
export function useLeaveGuard(hasChanges: () => boolean): void {
  const confirm = useConfirm();
  const latest = useRef({ hasChanges, confirm });
  useEffect(() => {
    latest.current = { hasChanges, confirm };
  });
  useEffect(() => {
    const unsaved = () => latest.current.hasChanges();
    const onUnload = (event: BeforeUnloadEvent) => {
      if (unsaved()) event.preventDefault();
    };
    window.addEventListener("beforeunload", onUnload);
    const release = setBeforeLeave(
      () => !unsaved() || latest.current.confirm(LEAVE_QUESTION, "Leave"),
    );
    return () => {
      release();
      window.removeEventListener("beforeunload", onUnload);
    };
  }, []);
}
