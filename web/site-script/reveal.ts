/** Content fades in once it comes within this many px of the viewport bottom (spec: 100 px). */
const REVEAL_OFFSET_PX = 100;

/**
 * Scroll-reveal that never hides content from the server's HTML, crawlers, visitors without
 * JavaScript or with reduced motion: blocks marked data-reveal render visible, and only this
 * script hides those still below the fold, to fade in as they approach (styles.css).
 *
 * Where each block is comes from the observer's first report, made after the browser's own layout,
 * not from measuring here: a measurement before the first paint would force a layout per block.
 * That report comes after the first paint, so only a block wholly below the viewport is hidden
 * (the visitor never sees it vanish); any other stays as it is.
 */
export function startReveal() {
  if (typeof IntersectionObserver === "undefined" || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, boundingClientRect } of entries) {
        const block = target as HTMLElement;
        if (isIntersecting) {
          if (block.dataset.reveal === "waiting") block.dataset.reveal = "revealed";
          observer.unobserve(block);
        } else if (block.dataset.reveal !== "waiting") {
          // First report: a block in view, above it (a page restored scrolled down) or not displayed stays as it is.
          if (boundingClientRect.top >= window.innerHeight) block.dataset.reveal = "waiting";
          else observer.unobserve(block);
        }
      }
    },
    { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
  );
  for (const block of document.querySelectorAll<HTMLElement>("[data-reveal]")) observer.observe(block);
}
