// A small element builder for the compare page's script, which draws the table in the browser:
// text children are text nodes, never markup, so product texts cannot inject any.

type Child = Node | string | null | undefined | false;

/** An element with attributes (`class` included; a false or undefined value leaves it out). */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, "");
    else if (typeof value === "string") element.setAttribute(name, value);
  }
  for (const child of children) if (child || child === "") element.append(child);
  return element;
}

/** Text read by screen readers only. */
export const hidden = (text: string) => h("span", { class: "visually-hidden" }, text);
