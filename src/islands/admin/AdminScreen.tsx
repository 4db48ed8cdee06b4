// The screen of a route inside the shell.
import ChangePasswordScreen from "./account/ChangePasswordScreen.tsx";
import ProfileScreen from "./account/ProfileScreen.tsx";
import StaffScreen from "./account/StaffScreen.tsx";
import type { AdminRoute } from "./admin-routes.ts";
import ApplicationsScreen from "./applications/ApplicationsScreen.tsx";
import ContentList from "./content/ContentList.tsx";
import ContentPage from "./content/ContentPage.tsx";
import Dashboard from "./dashboard/Dashboard.tsx";
import ImportScreen from "./import/ImportScreen.tsx";
import JobsScreen from "./jobs/JobsScreen.tsx";
import ProductEditor from "./products/ProductEditor.tsx";
import ProductList from "./products/ProductList.tsx";
import TaxonomyEditor from "./taxonomy/TaxonomyEditor.tsx";
import TaxonomyList from "./taxonomy/TaxonomyList.tsx";

/** 'Page not found' (document 3 §2.2, §8) for tabs without content and unknown paths. */
function NotFound() {
  return (
    <section className="admin-screen admin-not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
    </section>
  );
}

/** Picks the screen; `key` remounts forms when the record changes. */
export default function AdminScreen({ route }: { route: AdminRoute }) {
  switch (route.screen) {
    case "dashboard":
      return <Dashboard />;
    case "list":
      if (route.kind === "products") return <ProductList />;
      if (route.kind === "drivers" || route.kind === "blogs") {
        return <ContentList key={route.kind} kind={route.kind} />;
      }
      return <TaxonomyList key={route.kind} kind={route.kind} />;
    case "new":
      if (route.kind === "products") return <ProductEditor key="new" />;
      if (route.kind === "drivers" || route.kind === "blogs") {
        return <ContentPage key={`${route.kind}-new`} kind={route.kind} />;
      }
      return <TaxonomyEditor key={`${route.kind}-new`} kind={route.kind} />;
    case "edit":
      if (route.kind === "products") return <ProductEditor key={route.id} id={route.id} />;
      if (route.kind === "drivers" || route.kind === "blogs") {
        return <ContentPage key={`${route.kind}-${route.id}`} kind={route.kind} id={route.id} />;
      }
      return <TaxonomyEditor key={`${route.kind}-${route.id}`} kind={route.kind} id={route.id} />;
    case "jobs":
      return <JobsScreen />;
    case "applications":
      return <ApplicationsScreen />;
    case "import":
      return <ImportScreen />;
    case "staff":
      return <StaffScreen />;
    case "password":
      return <ChangePasswordScreen />;
    case "profile":
      return <ProfileScreen />;
    default:
      return <NotFound />;
  }
}
