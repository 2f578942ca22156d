/** The bar turns solid once the page has scrolled this far (spec: 50 px). */
const SOLID_AFTER_PX = 50;

/**
 * The navigation bar over a page's dark hero starts transparent (the worker renders it so) and
 * turns solid past 50 px or while the small-screen menu is open; its colours follow the header's
 * data-solid in CSS, and its logo swaps to the dark one. A page without such a hero keeps it solid.
 */
export function startHeader() {
  const header = document.querySelector<HTMLElement>("header[data-hero-under-nav]");
  if (!header) return;
  const menu = header.querySelector<HTMLDetailsElement>("details[data-mobile-menu]");
  const logo = header.querySelector<HTMLImageElement>("img[data-solid-src]");
  const update = () => {
    const solid = String(window.scrollY > SOLID_AFTER_PX || Boolean(menu?.open));
    if (header.dataset.solid === solid) return;
    header.dataset.solid = solid;
    if (logo) logo.src = (solid === "true" ? logo.dataset.solidSrc : logo.dataset.heroSrc) ?? logo.src;
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
  menu?.addEventListener("toggle", update);
}
