// Page buttons of a server-paginated list: Previous, at most five numbers (gaps shown), Next.
import { pageNumbers, type PageMarker } from "../../../lib/pagination.ts";

// At most this many page buttons are shown.
const MAX_PAGE_BUTTONS = 5;

/** The pager: at most five page numbers (gaps marked), and the previous and next page if any. */
interface PagerPages {
  pages: PageMarker[];
  previous: number | null;
  next: number | null;
}

/** The pager of page `current` out of `totalPages`. */
export function pagerOf(current: number, totalPages: number): PagerPages {
  return {
    pages: pageNumbers(current, totalPages, MAX_PAGE_BUTTONS),
    previous: current > 1 ? current - 1 : null,
    next: current < totalPages ? current + 1 : null,
  };
}

interface Props {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}

/** The pager; nothing for a single page. */
export default function Pager({ page, totalPages, onPage, label }: Props) {
  if (totalPages <= 1) return null;
  const { pages, previous, next } = pagerOf(page, totalPages);
  return (
    <nav className="admin-pager" aria-label={label}>
      <button
        type="button"
        className="admin-pager__button"
        disabled={previous === null}
        onClick={() => previous && onPage(previous)}
      >
        Previous
      </button>
      {pages.map((marker, index) =>
        marker === "ellipsis" ? (
          <span key={`gap-${index}`} className="admin-pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={marker}
            type="button"
            className="admin-pager__button"
            aria-current={marker === page ? "page" : undefined}
            aria-label={`Page ${marker}`}
            onClick={() => onPage(marker)}
          >
            {marker}
          </button>
        ),
      )}
      <button
        type="button"
        className="admin-pager__button"
        disabled={next === null}
        onClick={() => next && onPage(next)}
      >
        Next
      </button>
    </nav>
  );
}
