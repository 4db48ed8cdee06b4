// The screen of a route inside the shell. Each screen is its own chunk, fetched when its route is
// first shown: the login screen loads none of them, a screen loads only its own code.
import { lazy } from "react";
import type { AdminRoute, ManagedKind } from "./admin-routes.ts";

const Screens = {
  Dashboard: lazy(() => import("./dashboard/Dashboard.tsx")),
  ProductList: lazy(() => import("./products/ProductList.tsx")),
  ProductEditor: lazy(() => import("./products/ProductEditor.tsx")),
  ContentList: lazy(() => import("./content/ContentList.tsx")),
  ContentPage: lazy(() => import("./content/ContentPage.tsx")),
  TaxonomyList: lazy(() => import("./taxonomy/TaxonomyList.tsx")),
  TaxonomyEditor: lazy(() => import("./taxonomy/TaxonomyEditor.tsx")),
  JobsScreen: lazy(() => import("./jobs/JobsScreen.tsx")),
  ApplicationsScreen: lazy(() => import("./applications/ApplicationsScreen.tsx")),
  ImportScreen: lazy(() => import("./import/ImportScreen.tsx")),
  EnquiriesScreen: lazy(() => import("./enquiries/EnquiriesScreen.tsx")),
  EnquiryDetailScreen: lazy(() => import("./enquiries/EnquiryDetailScreen.tsx")),
  CityNamesScreen: lazy(() => import("./city-names/CityNamesScreen.tsx")),
  SearchSynonymsScreen: lazy(() => import("./search-synonyms/SearchSynonymsScreen.tsx")),
  StaffScreen: lazy(() => import("./account/StaffScreen.tsx")),
  ChangePasswordScreen: lazy(() => import("./account/ChangePasswordScreen.tsx")),
  ProfileScreen: lazy(() => import("./account/ProfileScreen.tsx")),
};

// Drivers and blogs share the content screens.
const isContentKind = (kind: ManagedKind): kind is "drivers" | "blogs" =>
  kind === "drivers" || kind === "blogs";

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
      return <Screens.Dashboard />;
    case "list":
      if (route.kind === "products") return <Screens.ProductList />;
      if (isContentKind(route.kind)) {
        return <Screens.ContentList key={route.kind} kind={route.kind} />;
      }
      return <Screens.TaxonomyList key={route.kind} kind={route.kind} />;
    case "new":
      if (route.kind === "products") return <Screens.ProductEditor key="new" />;
      if (isContentKind(route.kind)) {
        return <Screens.ContentPage key={`${route.kind}-new`} kind={route.kind} />;
      }
      return <Screens.TaxonomyEditor key={`${route.kind}-new`} kind={route.kind} />;
    case "edit":
      if (route.kind === "products") {
        return <Screens.ProductEditor key={route.id} id={route.id} />;
      }
      if (isContentKind(route.kind)) {
        const key = `${route.kind}-${route.id}`;
        return <Screens.ContentPage key={key} kind={route.kind} id={route.id} />;
      }
      return (
        <Screens.TaxonomyEditor key={`${route.kind}-${route.id}`} kind={route.kind} id={route.id} />
      );
    case "jobs":
      return <Screens.JobsScreen />;
    case "applications":
      return <Screens.ApplicationsScreen />;
    case "import":
      return <Screens.ImportScreen />;
    case "enquiries":
      return <Screens.EnquiriesScreen />;
    case "city-names":
      return <Screens.CityNamesScreen />;
    case "search-synonyms":
      return <Screens.SearchSynonymsScreen />;
    case "enquiry":
      return (
        <Screens.EnquiryDetailScreen
          key={`${route.type}-${route.id}`}
          type={route.type}
          id={route.id}
        />
      );
    case "staff":
      return <Screens.StaffScreen />;
    case "password":
      return <Screens.ChangePasswordScreen />;
    case "profile":
      return <Screens.ProfileScreen />;
    default:
      return <NotFound />;
  }
}
