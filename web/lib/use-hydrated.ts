import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and until React takes the component over in the browser (an island,
 * on the visitor's first interaction; the admin, at once), true after. Forms show it as
 * data-hydrated, which the browser tests read.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
