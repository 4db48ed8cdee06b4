import { describe, expect, it } from "vitest";
import {
  activeTabOf,
  resolveAdminRoute,
  SIDEBAR_TABS,
} from "../../src/islands/admin/admin-routes.ts";

describe("resolveAdminRoute", () => {
  it.each([
    ["/admin", { screen: "redirect", to: "/admin/dashboard" }],
    ["/admin/", { screen: "redirect", to: "/admin/dashboard" }],
    ["/admin/dashboard", { screen: "dashboard" }],
    ["/admin/products", { screen: "list", kind: "products" }],
    ["/admin/products/new", { screen: "new", kind: "products" }],
    ["/admin/products/42/edit", { screen: "edit", kind: "products", id: 42 }],
    ["/admin/brands/7/edit", { screen: "edit", kind: "brands", id: 7 }],
    ["/admin/subcategories/new", { screen: "new", kind: "subcategories" }],
    ["/admin/categories", { screen: "list", kind: "categories" }],
    ["/admin/staff", { screen: "staff" }],
    ["/admin/password", { screen: "password" }],
    ["/admin/profile", { screen: "profile" }],
    ["/admin/drivers", { screen: "list", kind: "drivers" }],
    ["/admin/drivers/new", { screen: "new", kind: "drivers" }],
    ["/admin/blogs/9/edit", { screen: "edit", kind: "blogs", id: 9 }],
    ["/admin/jobs", { screen: "jobs" }],
    ["/admin/jobs/applications", { screen: "applications" }],
    ["/admin/import", { screen: "import" }],
    ["/admin/enquiries", { screen: "enquiries" }],
    ["/admin/enquiries/quote/12", { screen: "enquiry", type: "quote", id: 12 }],
    ["/admin/enquiries/contact/42", { screen: "enquiry", type: "contact", id: 42 }],
    ["/admin/enquiries/driver/7", { screen: "enquiry", type: "driver", id: 7 }],
    ["/admin/enquiries/city-names", { screen: "city-names" }],
    ["/admin/dashboard/search-synonyms", { screen: "search-synonyms" }],
    ["/admin/dashboard/other", { screen: "not-found", tab: "dashboard" }],
  ])("%s", (path, route) => {
    expect(resolveAdminRoute(path)).toEqual(route);
  });

  // Document 3 §2.2: these tabs open the shell with 'Page not found'.
  it.each(["analytics", "webpages", "hero-settings", "color-themes", "orders", "user", "settings"])(
    "the tab without content /admin/%s is not found",
    (tab) => {
      expect(resolveAdminRoute(`/admin/${tab}`)).toEqual({ screen: "not-found", tab: undefined });
    },
  );

  it.each([
    ["/admin/products/0/edit", "products"],
    ["/admin/products/007/edit", "products"],
    ["/admin/products/abc/edit", "products"],
    ["/admin/products/5", "products"],
    ["/admin/jobs/5", "jobs"],
    ["/admin/jobs/applications/x", "jobs"],
    ["/admin/blogs/new/x", "blogs"],
    ["/admin/import/x", "import"],
    ["/admin/nothing-here", undefined],
    ["/admin/dashboard/extra", "dashboard"],
    ["/admin/enquiries/order/1", "enquiries"],
    ["/admin/enquiries/quote", "enquiries"],
    ["/admin/enquiries/quote/0", "enquiries"],
    ["/admin/enquiries/quote/3f2b9c1e", "enquiries"],
    ["/admin/enquiries/quote/1/x", "enquiries"],
  ])("%s is not found, with the %s tab marked", (path, tab) => {
    expect(resolveAdminRoute(path)).toEqual({ screen: "not-found", tab });
  });
});

describe("the sidebar", () => {
  it("has the nine entries of document 3 §2.2 in order, and Enquiries after the dashboard", () => {
    expect(SIDEBAR_TABS.map((entry) => entry.label)).toEqual([
      "Dashboard",
      "Enquiries",
      "Products",
      "Categories",
      "Subcategories",
      "Brands",
      "Drivers",
      "Blogs",
      "Jobs",
      "Import",
    ]);
  });

  it.each([
    ["/admin/products/3/edit", "products"],
    ["/admin/brands/new", "brands"],
    ["/admin/dashboard", "dashboard"],
    ["/admin/profile", undefined],
    ["/admin/import", "import"],
    ["/admin/jobs/applications", "jobs"],
    ["/admin/drivers/2/edit", "drivers"],
    ["/admin/enquiries", "enquiries"],
    ["/admin/enquiries/city-names", "enquiries"],
    ["/admin/dashboard/search-synonyms", "dashboard"],
    ["/admin/enquiries/contact/5", "enquiries"],
  ])("marks the tab of %s", (path, tab) => {
    expect(activeTabOf(resolveAdminRoute(path))).toBe(tab);
  });
});
