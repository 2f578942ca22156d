import { type ComponentType, lazy, memo, Suspense } from "react";

/*
 * A component in its own chunk, outside a page's first load. The server renders it in full (it
 * waits for lazy components, and web/entry-server.tsx writes completed boundaries inline, with no
 * script), and hydration keeps that HTML until the chunk arrives, so nothing flashes; only a
 * client-side navigation shows it a moment after its page. It is memoised, so a parent's
 * re-render (the header's, on scroll) does not reach a boundary still waiting for its chunk,
 * which React would then stop hydrating and render afresh.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return memo(function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  });
}
