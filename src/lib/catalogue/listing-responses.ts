// A page of a sorted or filtered listing as the browser reads it (GET /api/products/paginated),
// checked by hand like the search's answers (src/lib/search/search-responses.ts), in a module of
// its own so that the search box's script does not carry it.
import { number, object, type Checked } from "../response-checks.ts";
import { checkSearchProducts } from "../search/search-responses.ts";

/** GET /api/products/paginated. */
export const checkListingPage = object({
  products: checkSearchProducts,
  total: number,
  totalPages: number,
  currentPage: number,
});

/** One page of a sorted or filtered listing. */
export type ListingPageAnswer = Checked<typeof checkListingPage>;
