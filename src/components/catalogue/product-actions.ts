// The product page's Wishlist and Share buttons (document 2 §2.1). The wishlist is a toggle local
// to the page; Share uses the device's share sheet, else copies the link.

/** The alert shown once the link is on the clipboard (document 2 §2.1). */
export const LINK_COPIED = "Link copied to clipboard!";

function toggleWishlist(button: HTMLButtonElement): void {
  button.setAttribute("aria-pressed", String(button.getAttribute("aria-pressed") !== "true"));
}

async function share(button: HTMLButtonElement): Promise<void> {
  const url = window.location.href;
  const title = button.dataset.title ?? document.title;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
    } catch {
      // The visitor closed the share sheet: nothing to do.
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    window.alert(LINK_COPIED);
  } catch {
    // No clipboard (an insecure page or a refused permission): let the visitor copy it by hand.
    window.prompt("Copy this link:", url);
  }
}

/** Wires the Wishlist and Share buttons of this page. */
export function enhanceProductActions(): void {
  document.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLButtonElement>("button[data-action]")
        : null;
    if (button?.dataset.action === "wishlist") toggleWishlist(button);
    if (button?.dataset.action === "share") void share(button);
  });
}
