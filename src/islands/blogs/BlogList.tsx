// The /blogs list (document 2 §2.7): search, category dropdown ('All Categories' plus the
// categories found) and the cards. Rendered into the static page with the build's posts, so it
// reads without JavaScript; in the browser it asks the API for the current list.
import { withErrorBoundary } from "../shared/ErrorBoundary.tsx";
import { useId, useState } from "react";
import {
  ALL_BLOG_CATEGORIES,
  blogCategoriesOf,
  filterBlogCards,
  type BlogCard,
} from "../../lib/blogs/blog-cards.ts";
import BlogCardView from "./BlogCardView.tsx";
import { useBlogList } from "./useBlogList.ts";
import "./blog-list.css";

/** The list's texts (document 2 §2.7, §8). */
export const BLOG_TEXTS = {
  empty: "No blogs found",
  failed: "Failed to load blogs",
  retry: "Try Again",
  loading: "Loading blogs...",
} as const;

function Controls(props: {
  search: string;
  onSearch: (text: string) => void;
  category: string;
  onCategory: (name: string) => void;
  categories: string[];
}) {
  const id = useId();
  return (
    <div className="blog-list__controls" role="search">
      <div className="blog-list__search">
        <label htmlFor={`${id}search`}>Search blogs</label>
        <input
          id={`${id}search`}
          type="search"
          placeholder="Search blogs..."
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
        />
      </div>
      <div className="blog-list__category">
        <label htmlFor={`${id}category`}>Category</label>
        <select
          id={`${id}category`}
          value={props.category}
          onChange={(event) => props.onCategory(event.target.value)}
        >
          <option value={ALL_BLOG_CATEGORIES}>All Categories</option>
          {props.categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The blog list for the build's `cards`. */
function BlogList({ cards: prebuilt }: { cards: BlogCard[] }) {
  const { state, retry } = useBlogList(prebuilt);
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState(ALL_BLOG_CATEGORIES);

  if (!("cards" in state)) {
    return (
      <section className="blog-list" aria-label="Blog posts">
        {state.status === "failed" ? (
          <div className="blog-list__message" role="alert">
            <p>{BLOG_TEXTS.failed}</p>
            <button className="button" type="button" onClick={retry}>
              {BLOG_TEXTS.retry}
            </button>
          </div>
        ) : (
          <p className="blog-list__message" role="status" aria-busy="true">
            {BLOG_TEXTS.loading}
          </p>
        )}
      </section>
    );
  }
  const categories = blogCategoriesOf(state.cards);
  // A category that vanished from a fresher list falls back to all.
  const chosen = categories.includes(category) ? category : ALL_BLOG_CATEGORIES;
  const shown = filterBlogCards(state.cards, search, chosen);
  return (
    <section className="blog-list" aria-label="Blog posts" aria-busy={state.status === "prebuilt"}>
      <Controls
        search={search}
        onSearch={setSearch}
        category={chosen}
        onCategory={setCategory}
        categories={categories}
      />
      {shown.length === 0 ? (
        <p className="blog-list__message blog-list__empty" role="status">
          {BLOG_TEXTS.empty}
        </p>
      ) : (
        <ul className="blog-list__grid">
          {shown.map((card) => (
            <BlogCardView key={card.slug} card={card} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default withErrorBoundary(BlogList);
