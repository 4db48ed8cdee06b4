import { describe, expect, it } from "vitest";
import { company } from "../../src/lib/company.ts";
import {
  itemListJsonLd,
  organizationJsonLd,
  websiteJsonLd,
} from "../../src/lib/schema/site-structured-data.ts";

describe("websiteJsonLd", () => {
  it("offers the site search at /search?q={search_term_string}", () => {
    expect(websiteJsonLd("https://example.in")).toMatchObject({
      "@type": "WebSite",
      url: "https://example.in/",
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: "https://example.in/search?q={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
  });
});

describe("organizationJsonLd", () => {
  it("describes the business with its address, founding year and profiles", () => {
    const data = organizationJsonLd("https://example.in/some/page", [
      "https://www.linkedin.com/company/x",
    ]);
    expect(data).toMatchObject({
      "@type": "Organization",
      name: company.name,
      url: "https://example.in/",
      logo: "https://example.in/images/logo.svg",
      foundingDate: "1997",
      address: {
        "@type": "PostalAddress",
        addressLocality: company.address.city,
        addressCountry: "IN",
      },
      sameAs: ["https://www.linkedin.com/company/x"],
    });
  });

  it("leaves sameAs out when there are no profiles", () => {
    expect(organizationJsonLd("https://example.in")).not.toHaveProperty("sameAs");
  });
});

describe("itemListJsonLd", () => {
  it("lists pages in order by their absolute addresses", () => {
    const data = itemListJsonLd(
      "Latest blog posts",
      [
        { name: "Choosing a label printer", path: "/blog/choosing-a-label-printer" },
        { name: "RFID in warehouses", path: "/blog/rfid-in-warehouses" },
      ],
      "https://example.in/any/page",
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Latest blog posts",
      numberOfItems: 2,
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          name: "Choosing a label printer",
          url: "https://example.in/blog/choosing-a-label-printer",
        },
        {
          "@type": "ListItem",
          position: 2,
          name: "RFID in warehouses",
          url: "https://example.in/blog/rfid-in-warehouses",
        },
      ],
    });
  });
});
