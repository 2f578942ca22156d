import { type RefObject, useEffect } from "react";

/** Whether a key press belongs to something the visitor is typing into. */
function typing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.matches("input, textarea, select"));
}

/**
 * "/" focuses the header's search box, as on many sites, unless the visitor is typing in a field.
 * On a narrow screen the box is inside the closed menu: the menu opens first.
 */
export function useSlashToSearch(header: RefObject<HTMLElement | null>, mobileMenu: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || typing(event.target)) return;
      const menu = mobileMenu.current;
      const inputs = [...(header.current?.querySelectorAll<HTMLInputElement>("input[data-header-search]") ?? [])];
      // The bar's own box is displayed on wide screens only; the menu's is in the menu.
      const barInput = inputs.find((input) => !menu?.contains(input) && input.getClientRects().length > 0);
      const input = barInput ?? inputs.find((input) => menu?.contains(input));
      if (!input) return;
      if (!barInput && menu) menu.open = true;
      event.preventDefault();
      input.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [header, mobileMenu]);
}
