// Header behaviour in the browser: the hover menus (open on hover or keyboard focus, close 200 ms
// after the pointer leaves, on an outside click or Escape; the toggle's click closes only a menu
// it opened), the popovers' focus, and the white
// background after 50 px of scroll. Without this script the menus still open by CSS.

/** Dropdown close delay after the pointer leaves (document 1 §9). */
const CLOSE_DELAY_MS = 200;
/** Scroll distance after which the header turns white (document 1 §9). */
const SCROLL_THRESHOLD_PX = 50;

interface Menu {
  item: HTMLElement;
  open(): void;
  close(): void;
}
const menus: Menu[] = [];

function setUpMenu(item: HTMLElement): Menu {
  const toggle = item.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Opened by the pointer resting on it: a click on the toggle then keeps it open (the visitor
  // means "open"), and only a click on a menu the toggle opened closes it.
  let openedByHover = false;
  const isOpen = () => item.hasAttribute("data-open");
  const menu: Menu = {
    item,
    open() {
      clearTimeout(timer);
      for (const other of menus) if (other !== menu) other.close();
      item.setAttribute("data-open", "");
      toggle?.setAttribute("aria-expanded", "true");
      fitToViewport(item);
    },
    close() {
      clearTimeout(timer);
      openedByHover = false;
      item.removeAttribute("data-open");
      toggle?.setAttribute("aria-expanded", "false");
      for (const active of item.querySelectorAll("[data-active]"))
        active.removeAttribute("data-active");
    },
  };
  item.addEventListener("pointerenter", (event) => {
    if (event.pointerType !== "mouse" || isOpen()) return;
    menu.open();
    openedByHover = true;
  });
  item.addEventListener("pointerleave", (event) => {
    if (event.pointerType === "mouse") timer = setTimeout(menu.close, CLOSE_DELAY_MS);
  });
  // Keyboard focus opens the menu; a mouse click on the toggle must not open and close it at once.
  item.addEventListener("focusin", (event) => {
    if (
      event.target instanceof HTMLElement &&
      event.target.matches(":focus-visible:not([data-menu-toggle])")
    )
      menu.open();
  });
  item.addEventListener("focusout", (event) => {
    if (!(event.relatedTarget instanceof Node) || !item.contains(event.relatedTarget)) menu.close();
  });
  toggle?.addEventListener("click", () => {
    if (isOpen() && !openedByHover) menu.close();
    else menu.open();
    openedByHover = false;
  });
  item.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    menu.close();
    toggle?.focus();
  });
  return menu;
}

// An open mega-menu ends at the bottom of the screen and scrolls: its height is capped by CSS to
// the room below its top, which depends on the banners above the header and the page's scroll.
function fitToViewport(item: HTMLElement): void {
  const panel = item.querySelector<HTMLElement>(".mega");
  if (panel)
    panel.style.setProperty("--mega-top", `${Math.max(0, panel.getBoundingClientRect().top)}px`);
}

// The hovered (or focused) category stays chosen until another one is, so the pointer can travel
// to the subcategory column.
function setUpMegaCategories(root: ParentNode): void {
  for (const category of root.querySelectorAll<HTMLElement>("[data-mega-category]")) {
    const choose = () => {
      for (const other of category.parentElement?.children ?? [])
        other.removeAttribute("data-active");
      category.setAttribute("data-active", "");
    };
    category.addEventListener("pointerenter", choose);
    category.addEventListener("focusin", choose);
  }
}

// Popovers (mobile menu, compact search) open and close natively, and the browser gives their
// toggles (popovertarget) their expanded state: an aria-expanded of ours is invalid HTML there.
// This moves focus in on opening and back to the toggle on closing.
function setUpPopover(panel: HTMLElement): void {
  const toggles = document.querySelectorAll<HTMLButtonElement>(
    `[data-popover-toggle][aria-controls="${panel.id}"]`,
  );
  panel.addEventListener("toggle", (event) => {
    if ((event as ToggleEvent).newState === "open") {
      panel.querySelector<HTMLElement>(panel.dataset.popoverFocus ?? "button")?.focus();
    } else if (
      !document.activeElement ||
      document.activeElement === document.body ||
      panel.contains(document.activeElement)
    ) {
      toggles[0]?.focus();
    }
  });
}

function watchScroll(header: HTMLElement): void {
  let pending = false;
  const update = () => {
    pending = false;
    header.toggleAttribute("data-scrolled", window.scrollY > SCROLL_THRESHOLD_PX);
  };
  window.addEventListener(
    "scroll",
    () => {
      if (!pending) requestAnimationFrame(update);
      pending = true;
    },
    { passive: true },
  );
  update();
}

const nav = document.querySelector<HTMLElement>("[data-desktop-nav]");
if (nav) {
  for (const item of nav.querySelectorAll<HTMLElement>("[data-menu]")) menus.push(setUpMenu(item));
  setUpMegaCategories(nav);
  nav.setAttribute("data-enhanced", "");
}
document.addEventListener("click", (event) => {
  for (const menu of menus)
    if (event.target instanceof Node && !menu.item.contains(event.target)) menu.close();
});
for (const panel of document.querySelectorAll<HTMLElement>("[data-popover-panel]"))
  setUpPopover(panel);
const header = document.querySelector<HTMLElement>("[data-site-header]");
if (header) watchScroll(header);
