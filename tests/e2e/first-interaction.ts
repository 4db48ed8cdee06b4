// The pages' own islands (the jobs board, the drivers catalogue, the network directory, the city
// dropdown, the blog list, a job's Apply button) hydrate on the visitor's first interaction with
// the page (client:interaction="page"), as a visitor's first mouse move: these tests' pages get
// one after each load, before the steps that use the islands.
import type { Page } from "@playwright/test";

/** Moves the mouse a little after every load of `page`. */
export function interactAfterEachLoad(page: Page): void {
  let x = 1;
  page.on("load", () => {
    x = x === 1 ? 2 : 1;
    void page.mouse.move(x, x).catch(() => {});
  });
}
