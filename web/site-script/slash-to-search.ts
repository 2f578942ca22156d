/** Whether a key press belongs to something the visitor is typing into. */
function typing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.matches("input, textarea, select"));
}

/**
 * "/" focuses the header's search box, as on many sites, unless the visitor is typing in a field.
 * On a narrow screen the box is inside the closed menu: the menu opens first.
 */
function onKeyDown(event: KeyboardEvent) {
  if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || typing(event.target)) return;
  const menu = document.querySelector<HTMLDetailsElement>("details[data-mobile-menu]");
  const inputs = [...document.querySelectorAll<HTMLInputElement>("header input[data-header-search]")];
  // The bar's own box is displayed on wide screens only; the menu's is in the menu.
  const barInput = inputs.find((input) => !menu?.contains(input) && input.getClientRects().length > 0);
  const input = barInput ?? inputs.find((input) => menu?.contains(input));
  if (!input) return;
  if (!barInput && menu) menu.open = true;
  event.preventDefault();
  input.focus();
}

export function startSlashToSearch() {
  // Capturing, as ./menus.ts does: a loading island's keys go no further than the document.
  document.addEventListener("keydown", onKeyDown, true);
}
