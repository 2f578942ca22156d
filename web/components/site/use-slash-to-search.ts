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
      const inputs = [...(header.current?.querySelectorAll<HTMLInputElement>("input[data-header-search]") ?? [])];
      const visible = inputs.find((input) => input.getClientRects().length > 0);
      if (!visible && mobileMenu.current) mobileMenu.current.open = true;
      const input = visible ?? mobileMenu.current?.querySelector<HTMLInputElement>("input[data-header-search]");
      if (!input) return;
      event.preventDefault();
      input.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [header, mobileMenu]);
}
