/** Content fades in once it comes within this many px of the viewport bottom (spec: 100 px). */
const REVEAL_OFFSET_PX = 100;

/**
 * Scroll-reveal that never hides content from the server's HTML, crawlers, visitors without
 * JavaScript or with reduced motion: blocks marked data-reveal render visible, and only this
 * script hides those still below the fold, to fade in as they approach (styles.css).
 *
 * Where each block is comes from the observer's first report, made after the browser's own layout,
 * not from measuring here: a measurement before the first paint would force a layout per block.
 * A block hidden that way was below the fold, so the visitor never sees it vanish.
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
          // First report: a block above the viewport (a page restored scrolled down) stays as it is.
          if (boundingClientRect.top < 0) observer.unobserve(block);
          else block.dataset.reveal = "waiting";
        }
      }
    },
    { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
  );
  for (const block of document.querySelectorAll<HTMLElement>("[data-reveal]")) observer.observe(block);
}
