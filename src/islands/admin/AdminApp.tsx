// The admin island (document 3 §2.2): mount as <AdminApp client:only="react" /> on the one static
// /admin page; Netlify rewrites every /admin/* path to it and this picks the screen from the path.
// Only the sign-in state, the login screen and the routes load with the page; the signed-in shell
// (with react-query) and each screen are chunks of their own, fetched when needed.
import { withErrorBoundary } from "../shared/ErrorBoundary.tsx";
import { lazy, Suspense, useEffect } from "react";
import { resolveAdminRoute } from "./admin-routes.ts";
import { AuthProvider, useAuth } from "./auth/auth-state.tsx";
import LoginScreen from "./auth/LoginScreen.tsx";
import { navigate, useLocation } from "./navigation.tsx";
import Spinner from "./ui/Spinner.tsx";
import "./admin.css";
import "./admin-content.css";
import "./admin-lists.css";
import "./admin-login.css";

const SignedInArea = lazy(() => import("./AdminShell.tsx"));

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
  return (
    <Suspense fallback={<Spinner label="Loading the admin area" full />}>
      {/* Keyed by user: another account never sees what the previous one read. */}
      <SignedInArea key={user.id} route={route} pathname={pathname} />
    </Suspense>
  );
}

/** The whole admin area. */
function AdminApp() {
  return (
    <AuthProvider>
      <AdminGate />
    </AuthProvider>
  );
}

export default withErrorBoundary(AdminApp);
