// One product in the search results: image, category, name, short description, price, Compare,
// and the View, Inquire and Add to quote buttons (document 2 §7; the issues "Leads" and
// "Compare"). Add to quote is the plain button of QuoteButton.astro: every page's quote script
// handles it, and marks it when listed. Compare is CompareButton.astro's toggle: the search page
// brings its styles and script (compare-buttons.ts), which presses it, so React leaves its
// aria-pressed alone.
import { useState } from "react";
import { formatPrice } from "../../lib/catalogue/price.ts";
import { truncateText } from "../../lib/text.ts";
import type { SearchProduct } from "./search-api.ts";
import "./result-card.css";

const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/** Where cards cut the short description (document 1 §9). */
const DESCRIPTION_LENGTH = 120;

/** A result card; the image falls back to the placeholder when missing or broken. */
export default function ProductResultCard({ product }: { product: SearchProduct }) {
  const [image, setImage] = useState(product.image || PLACEHOLDER_IMAGE);
  const href = `/${product.slug}`;
  return (
    <li className="result-card">
      <div className="result-card__media">
        <img
          src={image}
          alt=""
          width="240"
          height="180"
          loading="lazy"
          decoding="async"
          onError={() => setImage(PLACEHOLDER_IMAGE)}
        />
      </div>
      <div className="result-card__body">
        <p className="result-card__category">{product.category_display_name}</p>
        <h2 className="result-card__title">
          <a href={href}>{product.name}</a>
        </h2>
        {product.shortDescription && (
          <p className="result-card__description">
            {truncateText(product.shortDescription, DESCRIPTION_LENGTH)}
          </p>
        )}
        <div className="result-card__foot">
          <p className="result-card__price">{formatPrice(product.price)}</p>
          <button
            type="button"
            className="compare-toggle"
            data-compare-toggle=""
            data-slug={product.slug}
          >
            Compare<span className="visually-hidden">: {product.name}</span>
          </button>
        </div>
      </div>
      <div className="result-card__actions">
        <a className="button" href={href}>
          View<span className="visually-hidden"> {product.name}</span>
        </a>
        <a className="button secondary" href="/contact">
          Inquire<span className="visually-hidden"> about {product.name}</span>
        </a>
        <button
          type="button"
          className="quote-add"
          data-quote-add=""
          data-slug={product.slug}
          data-name={product.name}
          data-model={product.model ?? ""}
        >
          <span className="quote-add__to">
            Add to quote<span className="visually-hidden">: {product.name}</span>
          </span>
          <span className="quote-add__in">
            In quote list<span className="visually-hidden">: {product.name}</span>
          </span>
        </button>
      </div>
    </li>
  );
}
