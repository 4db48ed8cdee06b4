// The head texts of a product page (document 2 §2.1): title with the brand suffix, description
// and keywords; a location page (/{slug}/in-{city}-{country}) adds the place to all three.

/** The head tag naming a city page's city, which the page's WhatsApp button reads (product-chat.ts). */
export const PLACENAME_META = "geo.placename";

/** A service city as the location wording names it. */
export interface Place {
  city: string;
  country: string;
}

/** The product fields the head texts are made of. */
export interface ProductForMeta {
  name: string;
  brand: string | null;
  model: string | null;
  category_display_name: string;
  shortDescription: string | null;
  description: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
}

const at = (place: Place) => `${place.city}, ${place.country}`;

/** "{metaTitle or name}[ in {city}, {country}] | {company}"; a metaTitle's own suffix is not doubled. */
export function productTitle(product: ProductForMeta, company: string, place?: Place): string {
  const suffix = ` | ${company}`;
  const meta = product.metaTitle?.trim();
  const base = meta ? (meta.endsWith(suffix) ? meta.slice(0, -suffix.length) : meta) : product.name;
  return `${base}${place ? ` in ${at(place)}` : ""}${suffix}`;
}

/** The meta description: metaDescription, else the short description, else the name. */
export function productDescription(product: ProductForMeta, place?: Place): string {
  const base = (
    product.metaDescription ??
    product.shortDescription ??
    product.description ??
    product.name
  ).trim();
  return place ? `${product.name} in ${at(place)} – ${base}` : base;
}

/** The meta keywords: metaKeywords, else name, brand, model and category. */
export function productKeywords(product: ProductForMeta, place?: Place): string {
  const base =
    product.metaKeywords?.trim() ||
    [product.name, product.brand, product.model, product.category_display_name]
      .filter(Boolean)
      .join(", ");
  if (!place) return base;
  return `${base}, ${product.name} in ${at(place)}, ${product.category_display_name} in ${place.city}`;
}
