// The administration shell (document 3 §2.2): sidebar, top bar with the account menu, and the
// screen of the current route, with the notice banner above it. Its own chunk, with react-query:
// the login screen loads neither.
import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useEffect, useRef, useState } from "react";
import { createAdminQueryClient } from "./admin-query-client.ts";
import { activeTabOf, SIDEBAR_TABS, type AdminRoute } from "./admin-routes.ts";
import AdminScreen from "./AdminScreen.tsx";
import { useAuth } from "./auth/auth-state.tsx";
import Sidebar from "./Sidebar.tsx";
import PublishStatus from "./publishing/PublishStatus.tsx";
import UserMenu from "./UserMenu.tsx";
import { SIDEBAR_ID, useMenuDrawer } from "./useMenuDrawer.ts";
import { ConfirmProvider } from "./ui/confirm.tsx";
import ErrorBoundary from "./ui/ErrorBoundary.tsx";
import { NoticeBanner, NoticeProvider, useNoticeClearing } from "./ui/notices.tsx";
import Spinner from "./ui/Spinner.tsx";

const ACCOUNT_TITLES = { staff: "Staff Accounts", password: "Change Password", profile: "Profile" };

function titleOf(route: AdminRoute): string {
  if (route.screen in ACCOUNT_TITLES) return ACCOUNT_TITLES[route.screen as "staff"];
  const tab = SIDEBAR_TABS.find((entry) => entry.tab === activeTabOf(route));
  return route.screen === "not-found" ? "Page not found" : (tab?.label ?? "Admin");
}

interface Props {
  route: AdminRoute;
  pathname: string;
}

/**
 * The signed-in admin area: a query client made at sign-in (so nothing one user read is shown to
 * the next), the notices and confirmations, and the shell.
 */
export default function SignedInArea(props: Props) {
  const { dropSession } = useAuth();
  const [queryClient] = useState(() => createAdminQueryClient(dropSession));
  return (
    <QueryClientProvider client={queryClient}>
      <NoticeProvider>
        <ConfirmProvider>
          <AdminShell {...props} />
        </ConfirmProvider>
      </NoticeProvider>
    </QueryClientProvider>
  );
}

function AdminShell({ route, pathname }: Props) {
  const { open, menuButton, toggle, close, dismiss } = useMenuDrawer();
  const main = useRef<HTMLElement>(null);
  const clearNoticeOnAction = useNoticeClearing();
  const firstRender = useRef(true);
  const title = titleOf(route);

  useEffect(() => {
    document.title = `${title} | Admin`;
  }, [title]);
  useEffect(() => {
    // After a client-side navigation, keyboard and screen reader users start at the new screen.
    if (!firstRender.current) main.current?.focus({ preventScroll: true });
    firstRender.current = false;
  }, [pathname]);

  return (
    <div className="admin-shell">
      <a className="visually-hidden admin-skip" href="#admin-main">
        Skip to content
      </a>
      <Sidebar active={activeTabOf(route)} open={open} onClose={close} />
      {open && <div className="admin-backdrop" onClick={dismiss} />}
      <div className="admin-column" inert={open}>
        <header className="admin-topbar">
          <button
            ref={menuButton}
            type="button"
            className="admin-topbar__menu"
            aria-expanded={open}
            aria-controls={SIDEBAR_ID}
            onClick={toggle}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" />
            </svg>
            Menu
          </button>
          <PublishStatus />
          <UserMenu />
        </header>
        <main
          id="admin-main"
          ref={main}
          tabIndex={-1}
          className="admin-main"
          {...clearNoticeOnAction}
        >
          <NoticeBanner />
          <ErrorBoundary key={pathname}>
            <Suspense fallback={<Spinner label={`Loading ${title}`} />}>
              <AdminScreen route={route} />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
