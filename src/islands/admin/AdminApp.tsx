// The admin island (document 3 §2.2): mount as <AdminApp client:only="react" /> on the one static
// /admin page; Netlify rewrites every /admin/* path to it and this picks the screen from the path.
import { withErrorBoundary } from "../shared/ErrorBoundary.tsx";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { resolveAdminRoute } from "./admin-routes.ts";
import AdminShell from "./AdminShell.tsx";
import { AuthProvider, createAdminQueryClient, useAuth } from "./auth/auth-state.tsx";
import LoginScreen from "./auth/LoginScreen.tsx";
import { navigate, useLocation } from "./navigation.tsx";
import { ConfirmProvider } from "./ui/confirm.tsx";
import { NoticeProvider } from "./ui/notices.tsx";
import Spinner from "./ui/Spinner.tsx";
import "./admin.css";
import "./admin-content.css";
import "./admin-lists.css";
import "./admin-login.css";

// The spinner, the login form or the shell: signed-in state first, then the route.
function AdminGate() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const route = resolveAdminRoute(pathname);
  const redirectTo = user && route.screen === "redirect" ? route.to : undefined;
  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo]);

  if (user === undefined) return <Spinner label="checking authentication" full />;
  if (user === null) return <LoginScreen />;
  if (route.screen === "redirect") return <Spinner label="Loading" full />;
  return <AdminShell route={route} pathname={pathname} />;
}

/** The whole admin area. */
function AdminApp() {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <NoticeProvider>
          <ConfirmProvider>
            <AdminGate />
          </ConfirmProvider>
        </NoticeProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}

export default withErrorBoundary(AdminApp);
