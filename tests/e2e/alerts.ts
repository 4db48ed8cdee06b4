// The forms' alert() boxes (document 2: the failure and success alerts), which block the page
// while they are open.
import type { Page } from "@playwright/test";

/** The text of the next alert the page opens, accepted so the page goes on. */
export function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) =>
    page.once("dialog", (dialog) => void dialog.accept().then(() => resolve(dialog.message()))),
  );
}
