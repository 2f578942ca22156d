/** Shows an image's fallback (data-fallback) in its place, dropping the <picture>'s other formats. */
function fallBack(image: HTMLImageElement) {
  const fallback = image.dataset.fallback;
  if (!fallback || image.getAttribute("src") === fallback) return;
  image.parentElement?.querySelectorAll("source").forEach((source) => source.remove());
  image.removeAttribute("srcset");
  image.src = fallback;
}

/**
 * An image that fails to load (a missing upload, a failed request) shows its fallback instead of a
 * broken icon: one that failed before this script ran, and any that fails later.
 */
export function startImageFallbacks() {
  for (const image of document.querySelectorAll<HTMLImageElement>("img[data-fallback]")) {
    if (image.complete && image.naturalWidth === 0) fallBack(image);
  }
  // Capturing: an image's error event does not bubble.
  document.addEventListener("error", (event) => event.target instanceof HTMLImageElement && fallBack(event.target), true);
}
