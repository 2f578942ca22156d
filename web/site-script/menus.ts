/*
 * The navigation menus are <details>: the browser opens and closes them, with or without this
 * script. It adds what people expect of a menu: Escape closes it (focus back on its toggle), and
 * so does a press or focus outside it. A page restored from the back-forward cache shows its menus
 * closed, as a freshly loaded one does.
 */

const openMenus = () => [...document.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]")];

function closeOutside(event: Event) {
  const target = event.target as Node | null;
  for (const menu of openMenus()) if (!target || !menu.contains(target)) menu.open = false;
}

function closeOnEscape(event: KeyboardEvent) {
  if (event.key !== "Escape") return;
  for (const menu of openMenus()) {
    menu.open = false;
    menu.querySelector("summary")?.focus();
  }
}

export function startMenus() {
  // Capturing: they see a key or press inside a form whose island is loading too, which goes no
  // further than the document until it is live (./islands.ts).
  document.addEventListener("keydown", closeOnEscape, true);
  document.addEventListener("pointerdown", closeOutside, true);
  document.addEventListener("focusin", closeOutside);
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) for (const menu of openMenus()) menu.open = false;
  });
}
