// A post's view count (document 2 §2.8): the page is prebuilt with the count of its build; in the
// browser, reading the post from the API counts this view and brings the current count.
import { apiGet } from "../../lib/api-client.ts";
import { number, object } from "../../lib/response-checks.ts";

const numberFormat = new Intl.NumberFormat("en-IN");

/** "1 view", "2,841 views". */
export const viewsText = (views: number) =>
  `${numberFormat.format(views)} ${views === 1 ? "view" : "views"}`;

const checkViews = object({ views: number });

/** Counts this view of the page's post and shows the current count; the built count stays on failure. */
export async function countBlogView(): Promise<void> {
  const element = document.querySelector<HTMLElement>("[data-blog-views]");
  const slug = element?.dataset.blogViews;
  if (!element || !slug) return;
  try {
    const { views } = await apiGet(`/api/blogs/${encodeURIComponent(slug)}`, {
      parse: checkViews,
    });
    element.textContent = viewsText(views);
  } catch (error) {
    console.warn("The view count could not be updated", error);
  }
}
