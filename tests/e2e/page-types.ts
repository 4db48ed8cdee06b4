// One page of each kind the site serves (the public templates, their not-found answers, the demo
// pages and the admin's shell), for the checks every page type must pass: valid HTML, accessibility
// and working links.

/** One kind of page: its name, an example address, the status it answers with (200 unless said). */
export interface PageType {
  kind: string;
  path: string;
  status?: number;
  /** The kind whose template this one renders too, with other data (a check may skip it). */
  sameTemplateAs?: string;
}

/** Every kind of page the site serves, by one example each. */
export const PAGE_TYPES: readonly PageType[] = [
  { kind: "home", path: "/" },
  { kind: "listing", path: "/products" },
  { kind: "listing page 2", path: "/products/page/2", sameTemplateAs: "listing" },
  { kind: "category", path: "/products/printers" },
  { kind: "category shortcut", path: "/printers", sameTemplateAs: "category" },
  { kind: "subcategory", path: "/products/printers/desktop-printers" },
  { kind: "preset subcategory", path: "/desktop-printers", sameTemplateAs: "subcategory" },
  { kind: "product", path: "/zebra-zt230-industrial-barcode-printer" },
  { kind: "product in a city", path: "/zebra-zt230-industrial-barcode-printer/in-mumbai-india" },
  { kind: "search", path: "/search?q=zebra" },
  { kind: "compare", path: "/compare?products=zebra-zd421-desktop-barcode-printer" },
  { kind: "blogs", path: "/blogs" },
  { kind: "blog post", path: "/blog/direct-thermal-vs-thermal-transfer-printing" },
  { kind: "contact", path: "/contact" },
  { kind: "quote list", path: "/quote" },
  { kind: "quote sent", path: "/quote/sent" },
  { kind: "contact sent", path: "/contact/sent", sameTemplateAs: "quote sent" },
  { kind: "service and support", path: "/service-support" },
  { kind: "about", path: "/about" },
  { kind: "drivers", path: "/drivers" },
  { kind: "jobs", path: "/jobs" },
  { kind: "job", path: "/jobs/service-engineer-barcode-printers" },
  { kind: "locations", path: "/location" },
  { kind: "city", path: "/location/mumbai" },
  { kind: "network", path: "/network" },
  { kind: "privacy policy", path: "/privacy-policy" },
  { kind: "cookie policy", path: "/cookie-policy" },
  { kind: "not found", path: "/no-such-page", status: 404 },
  {
    kind: "blog post not found",
    path: "/blog/no-such-post",
    status: 404,
    sameTemplateAs: "not found",
  },
  { kind: "job not found", path: "/jobs/no-such-job", status: 404, sameTemplateAs: "not found" },
  { kind: "city not found", path: "/location/no-such-city", status: 404 },
  { kind: "location demo", path: "/location-demo" },
  { kind: "SEO demo", path: "/seo-demo" },
  { kind: "email test", path: "/email-test" },
  { kind: "status", path: "/test" },
  { kind: "test product", path: "/test-product" },
  { kind: "admin", path: "/admin" },
];
