import { type ComponentType, startTransition, Suspense, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { PageContext, type PageContextValue } from "@/lib/page-context";

/** Renders nothing; its effect runs after those of the component before it (a form's own effects). */
function Taken({ onTaken }: { onTaken: () => void }) {
  useEffect(onTaken, [onTaken]);
  return null;
}

/**
 * Takes over an island's server-rendered HTML with its React component: the same tree as
 * web/islands/island.tsx wrote, under the same page context. Resolves once the island's effects
 * have run (a form has read in what was typed before), when a held submit can be replayed.
 *
 * A transition, so React hydrates in slices and the keys the visitor presses meanwhile are not
 * kept waiting (the site script keeps them from React until the island is live: web/site-script/islands.ts).
 */
export function hydrateIsland(element: HTMLElement, Component: ComponentType<object>, props: object, page: PageContextValue): Promise<void> {
  return new Promise((resolve) => {
    startTransition(() => {
      hydrateRoot(
        element,
        <PageContext value={page}>
          <Suspense fallback={null}>
            <Component {...props} />
            {/* Inside the boundary: React hydrates a boundary after the root, and its effects with it. */}
            <Taken onTaken={resolve} />
          </Suspense>
        </PageContext>,
        {
          // A mismatch would make React render the island afresh and drop what the visitor typed:
          // said in the console, where the browser tests look.
          onRecoverableError: (error) => console.error("Island hydration:", error),
        },
      );
    });
  });
}
