// Broken product images give way to the placeholder (document 1 §8), then to an emoji when even
// that fails. One capturing listener on the document sees every image's error event, which does
// not bubble; no onerror attributes, so a strict Content-Security-Policy stays possible.

const PLACEHOLDER = "/images/placeholder.svg";

function replace(image: HTMLImageElement): void {
  if (!image.src.endsWith(PLACEHOLDER)) {
    // A <picture>'s sources would win over the new src: the placeholder replaces them all.
    if (image.parentElement instanceof HTMLPictureElement) {
      for (const source of image.parentElement.querySelectorAll("source")) source.remove();
    }
    image.removeAttribute("srcset");
    image.src = PLACEHOLDER;
    return;
  }
  const emoji = document.createElement("span");
  emoji.className = "image-fallback";
  emoji.setAttribute("role", "img");
  emoji.setAttribute("aria-label", image.alt || "Image not available");
  emoji.textContent = "📦";
  image.replaceWith(emoji);
}

/** Starts watching images marked data-placeholder, including any that failed before this ran. */
export function watchProductImages(): void {
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.hasAttribute("data-placeholder"))
        replace(event.target);
    },
    true,
  );
  for (const image of document.querySelectorAll<HTMLImageElement>("img[data-placeholder]")) {
    if (image.complete && image.naturalWidth === 0 && image.getAttribute("src")) replace(image);
  }
}
