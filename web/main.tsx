import { type ReactNode, StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from "react-router-dom";
import { HYDRATION_DATA_ID } from "./lib/hydration-data";
import { recordLanding } from "./lib/landing";
import { routes } from "./routes";

declare global {
  interface Window {
    /** Where React Router looks for the server's data (and turns serialised errors back into errors). */
    __staticRouterHydrationData?: unknown;
  }
}

/**
 * Loads the lazy modules of the routes the server rendered, before hydrating, so the first render
 * in the browser is the page the server sent: no fallback, no mismatch.
 */
async function resolveLazyRoutes(matched: RouteObject[]) {
  await Promise.all(
    matched.map(async (route) => {
      if (typeof route.lazy !== "function") return;
      const properties = await route.lazy();
      Object.assign(route, { ...properties, lazy: undefined });
    }),
  );
}

// Server-rendered pages carry their router data in a non-executable JSON block (no inline script,
// so the CSP needs no nonce and the page can be cached); the client-rendered admin shell has none.
const dataElement = document.getElementById(HYDRATION_DATA_ID);
const serverRendered = dataElement !== null;
if (dataElement) {
  window.__staticRouterHydrationData = JSON.parse(dataElement.textContent ?? "null");
  await resolveLazyRoutes((matchRoutes(routes, window.location) ?? []).map((m) => m.route));
}

/**
 * Marks the document once React has taken over the page; the browser tests wait for it. It wraps
 * the router instead of sitting beside it: a sibling would change every useId of the tree, and the
 * ids the server wrote (labels, aria-describedby) would no longer match the browser's.
 */
function Interactive({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.interactive = "";
  }, []);
  return children;
}

// Where the visitor came from, read before any navigation changes the address.
recordLanding();
const router = createBrowserRouter(routes);
const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <Interactive>
      <RouterProvider router={router} />
    </Interactive>
  </StrictMode>
);

// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page: the page stays responsive to a tap while React takes it over.
if (serverRendered) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
