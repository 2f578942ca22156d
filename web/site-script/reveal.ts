/** Content fades in once it comes within this many px of the viewport bottom (spec: 100 px). */
const REVEAL_OFFSET_PX = 100;

/**
 * Scroll-reveal that never hides content from the server's HTML, crawlers, visitors without
 * JavaScript or with reduced motion: blocks marked data-reveal render visible, and only this
 * script hides those still below the fold, to fade in as they approach (styles.css).
 */
export function startReveal() {
  if (typeof IntersectionObserver === "undefined" || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        (entry.target as HTMLElement).dataset.reveal = "revealed";
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
  );
  for (const block of document.querySelectorAll<HTMLElement>("[data-reveal]")) {
    if (block.getBoundingClientRect().top < window.innerHeight - REVEAL_OFFSET_PX) continue;
    block.dataset.reveal = "waiting";
    observer.observe(block);
  }
}
