// The top bar's account menu: Profile, Change Password, Staff Accounts (admins) and Sign Out.
import { useEffect, useRef, useState } from "react";
import { useAuth, useSignedInUser } from "./auth/auth-state.tsx";
import { Link } from "./navigation.tsx";

/** The signed-in user's name and the account screens behind a disclosure button. */
export default function UserMenu() {
  const user = useSignedInUser();
  const { signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  const close = () => setOpen(false);
  const name = user.displayName || user.username;
  return (
    <div className="admin-user" ref={root}>
      <button
        ref={button}
        type="button"
        className="admin-user__button"
        // The name leads the label (WCAG 2.5.3, label in name): below 900 px only the initial shows,
        // and the hidden name would otherwise leave the button called "account menu".
        aria-label={`${name}, account menu`}
        aria-expanded={open}
        aria-controls="admin-user-menu"
        onClick={() => setOpen(!open)}
      >
        {/* The initial is drawn by CSS, so the button's visible text is the name alone. */}
        <span
          className="admin-user__avatar"
          data-initial={name.slice(0, 1).toUpperCase()}
          aria-hidden="true"
        />
        <span className="admin-user__name">{name}</span>
      </button>
      <ul id="admin-user-menu" className="admin-user__menu" hidden={!open}>
        <li className="admin-user__who">
          Signed in as <strong>{user.username}</strong> ({user.role})
        </li>
        <li>
          <Link href="/admin/profile" onClick={close}>
            Profile
          </Link>
        </li>
        <li>
          <Link href="/admin/password" onClick={close}>
            Change Password
          </Link>
        </li>
        {user.role === "admin" && (
          <li>
            <Link href="/admin/staff" onClick={close}>
              Staff Accounts
            </Link>
          </li>
        )}
        <li>
          <button
            type="button"
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              void signOut();
            }}
          >
            {signingOut ? "Signing out..." : "Sign Out"}
          </button>
        </li>
      </ul>
    </div>
  );
}
