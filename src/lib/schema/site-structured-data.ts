// Organization and WebSite structured data (document 2 §2.13) for the home page.
import { company } from "../company.ts";

/** The schema.org Organization of the business; `sameAs` lists its social profiles. */
export function organizationJsonLd(siteUrl: string | URL, sameAs: readonly string[] = []): object {
  const site = new URL("/", siteUrl);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": new URL("/#organization", site).href,
    name: company.name,
    url: site.href,
    logo: new URL("/images/logo.svg", site).href,
    description: company.tagline,
    foundingDate: String(company.established),
    email: company.email,
    telephone: company.phones[0]?.tel,
    taxID: company.gstin,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.country,
    },
    contactPoint: company.phones.map((phone) => ({
      "@type": "ContactPoint",
      telephone: phone.tel,
      contactType: "sales",
      areaServed: "IN",
      availableLanguage: ["English", "Hindi"],
    })),
    ...(sameAs.length > 0 ? { sameAs: [...sameAs] } : {}),
  };
}

/** The schema.org WebSite with its site search, so search engines can offer a search box. */
export function websiteJsonLd(siteUrl: string | URL): object {
  const site = new URL("/", siteUrl);
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": new URL("/#website", site).href,
    name: company.name,
    url: site.href,
    publisher: { "@id": new URL("/#organization", site).href },
    inLanguage: "en-IN",
    potentialAction: {
      "@type": "SearchAction",
      // The braces must reach the output literally; URL() would percent-encode them.
      target: { "@type": "EntryPoint", urlTemplate: `${site.href}search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** A page the home page lists: its name and its path on the site. */
export interface ListedPage {
  name: string;
  path: string;
}

/**
 * A schema.org ItemList of pages by their addresses (document 2 §2.13: the home page describes
 * the first products, posts and jobs). Links only: each item's own page carries its full Product,
 * BlogPosting or JobPosting, as search engines ask of detail data.
 */
export function itemListJsonLd(
  name: string,
  pages: readonly ListedPage[],
  siteUrl: string | URL,
): object {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: pages.length,
    itemListElement: pages.map((page, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: page.name,
      url: new URL(page.path, siteUrl).href,
    })),
  };
}
