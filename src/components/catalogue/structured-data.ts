// schema.org data of catalogue pages (document 2 §2.13): breadcrumbs and products.
import { hasPrice } from "../../lib/price.ts";

/** One step of a breadcrumb trail; the last step (the page itself) has no link. */
export interface Crumb {
  name: string;
  url?: string | undefined;
}

/** A BreadcrumbList whose item URLs are absolute on `site`. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], pageUrl: URL): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.url ?? pageUrl.pathname, pageUrl).href,
    })),
  };
}

/** The product fields the structured data uses. */
export interface ProductForJsonLd {
  name: string;
  sku: string | null;
  brand: string | null;
  image: string | null;
  description: string;
  price: number | null;
  rating: number | null;
  review_count: number;
}

/** A Product with an INR offer; the price is left out when it is on request. */
export function productJsonLd(product: ProductForJsonLd, url: URL): object {
  const rated = product.rating !== null && product.review_count > 0;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
    image: new URL(product.image ?? "/images/placeholder.svg", url).href,
    description: product.description,
    url: url.href,
    offers: {
      "@type": "Offer",
      url: url.href,
      priceCurrency: "INR",
      ...(hasPrice(product.price) ? { price: product.price.toFixed(2) } : {}),
      availability: "https://schema.org/InStock",
    },
    ...(rated
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating,
            reviewCount: product.review_count,
          },
        }
      : {}),
  };
}
