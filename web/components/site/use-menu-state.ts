import { useCallback, useState } from "react";
import { useLocation } from "react-router-dom";

/**
 * Open state of a navigation menu that closes on any route change, since choosing one of its links
 * navigates. The change is noticed while rendering (React's pattern for state that follows a
 * value) rather than in an effect, so the menu never paints open on the new page.
 */
export function useMenuState() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }
  const close = useCallback(() => setOpen(false), []);
  return { open, setOpen, close };
}
