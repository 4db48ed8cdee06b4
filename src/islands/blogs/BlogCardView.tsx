// One card of the blog list (document 2 §2.7): featured badge, image (placeholder fallback),
// category, title, excerpt, author, date, reading time, up to 3 tags and Read More.
import { useState } from "react";
import type { BlogCard } from "../../lib/blogs/blog-cards.ts";
import { blogDate, CARD_TAG_LIMIT, readingTimeText } from "../../lib/blogs/blog-text.ts";

const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/** A list card linking to /blog/{slug}. */
export default function BlogCardView({ card }: { card: BlogCard }) {
  const [image, setImage] = useState(card.image ?? PLACEHOLDER_IMAGE);
  const href = `/blog/${card.slug}`;
  return (
    <li className="blog-card">
      <div className="blog-card__media">
        <img
          src={image}
          alt=""
          width="1200"
          height="630"
          loading="lazy"
          decoding="async"
          onError={() => setImage(PLACEHOLDER_IMAGE)}
        />
        {card.featured && <span className="blog-card__badge">Featured</span>}
      </div>
      <div className="blog-card__body">
        {card.category && <p className="blog-card__category">{card.category}</p>}
        <h2 className="blog-card__title">
          <a href={href}>{card.title}</a>
        </h2>
        <p className="blog-card__excerpt">{card.excerpt}</p>
        <p className="blog-card__meta">
          <span>{card.author}</span>
          <time dateTime={card.date}>{blogDate(card.date)}</time>
          <span>{readingTimeText(card.readingMinutes)}</span>
        </p>
        {card.tags.length > 0 && (
          <ul className="blog-card__tags" aria-label="Tags">
            {card.tags.slice(0, CARD_TAG_LIMIT).map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        <a className="blog-card__more" href={href}>
          Read More<span className="visually-hidden">: {card.title}</span>
        </a>
      </div>
    </li>
  );
}
