// A React root that a page's plain script opens on demand: the location picker of the banner and
// the Privacy Preference Centre are drawn by React only once the visitor opens them, so a page
// that is only read loads no React at all (docs/decisions/0071-code-loading.md). Imported only with
// import() from those scripts: this file brings react-dom.
import type { ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import ErrorBoundary from "./ErrorBoundary.tsx";

const roots = new WeakMap<Element, Root>();

/** Draws `node` in `container` (its error screen if it throws), or clears it when null. */
export function renderInto(container: Element, node: ReactNode | null): void {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node === null ? null : <ErrorBoundary>{node}</ErrorBoundary>);
}
