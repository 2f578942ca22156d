import { type SyntheticEvent, useCallback, useEffect, useRef } from "react";
import { useDismiss } from "./use-dismiss";
import { useMenuState } from "./use-menu-state";

/**
 * A navigation menu built on <details>: the browser opens and closes it, and tells assistive
 * technology whether it is expanded, with JavaScript off or still loading. Once React runs, the
 * open state is React's too, so the menu also closes on Escape (focus back on its summary), on a
 * click or focus outside it, and on navigation.
 */
export function useDetailsMenu() {
  const { open, setOpen, close } = useMenuState();
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  useDismiss(open, close, details, summary);

  // Opened before the page became interactive: React's state starts from the page as it is.
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, [setOpen]);

  const onToggle = useCallback((event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open), [setOpen]);
  return { open, close, details: { ref: details, open, onToggle }, summary };
}
