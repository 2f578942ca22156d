import "./styles.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { routes } from "./routes";

declare global {
  interface Window {
    /** Written by the server's StaticRouterProvider; absent on the client-rendered admin shell. */
    __staticRouterHydrationData?: unknown;
  }
}

// No hydrationData option: the router reads the server's global itself, errors included.
const router = createBrowserRouter(routes);
const container = document.getElementById("root")!;
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

if (window.__staticRouterHydrationData) hydrateRoot(container, app);
else createRoot(container).render(app);
