// The sidebar as a drawer below 900 px (document 3 §2.2): Menu opens it and focus moves to its first
// link; while it is open the page behind is inert and Tab wraps inside it; Escape or the backdrop
// closes it and gives focus back to Menu. Widening the window to 900 px closes it (the sidebar is
// then always shown, and the page must not stay inert).
import { useEffect, useRef, useState } from "react";
import { trapTab } from "../shared/focus-trap.ts";

/** The id of the sidebar the drawer shows (its Menu button's aria-controls). */
export const SIDEBAR_ID = "admin-sidebar";

const WIDE = "(min-width: 900px)";

/** The drawer's state: `open`, the Menu button's ref, and the ways to open and close it. */
export function useMenuDrawer() {
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const giveFocusBack = useRef(false);

  /** Closes the drawer and puts focus back on Menu (Escape, the backdrop). */
  const dismiss = () => {
    giveFocusBack.current = true;
    setOpen(false);
  };

  useEffect(() => {
    if (!open) {
      // Once React has lifted `inert` from the page: an inert button cannot take focus.
      if (giveFocusBack.current) menuButton.current?.focus();
      giveFocusBack.current = false;
      return;
    }
    const sidebar = document.getElementById(SIDEBAR_ID);
    sidebar?.querySelector<HTMLElement>("a")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") dismiss();
      else if (sidebar) trapTab(event, sidebar);
    };
    const wide = window.matchMedia(WIDE);
    const onWidth = () => wide.matches && setOpen(false);
    document.addEventListener("keydown", onKey);
    wide.addEventListener("change", onWidth);
    return () => {
      document.removeEventListener("keydown", onKey);
      wide.removeEventListener("change", onWidth);
    };
  }, [open]);

  return { open, menuButton, toggle: () => setOpen(!open), close: () => setOpen(false), dismiss };
}
