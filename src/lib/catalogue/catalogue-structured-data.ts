// schema.org Product data of product pages (document 2 §2.13: products).
import { productUrl } from "./catalogue-urls.ts";
import { hasPrice } from "./price.ts";

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
function productJsonLd(product: ProductForJsonLd, url: URL): object {
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

/** The product fields a product page's structured data reads. */
export interface ProductForPage extends Omit<ProductForJsonLd, "description"> {
  slug: string;
  shortDescription: string | null;
  description: string | null;
}

/** A product page's Product: described by its short description, else its description or name. */
export function productPageJsonLd(product: ProductForPage, site: string | URL): object {
  const description =
    product.shortDescription?.trim() || product.description?.trim() || product.name;
  return productJsonLd({ ...product, description }, new URL(productUrl(product.slug), site));
}
