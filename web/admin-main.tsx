import "./styles.css";
import { type ReactNode, StrictMode, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { adminFeatures } from "./admin-features";
import { adminRoutes } from "./admin-routes";
import { AdminFeaturesProvider } from "./routes/admin/admin-feature";

/**
 * The admin: a client-rendered React app under /admin (admin.html, served by the worker with no
 * page of its own). The public site has no client app: the worker renders its pages to HTML and
 * islands take over their forms (web/site-script). A link from the admin to a public page is a
 * document load, as the admin's router knows only /admin.
 */

/** Marks the document once React has rendered the admin, as the site script does a public page; the browser tests wait for it. */
function Interactive({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.interactive = "";
  }, []);
  return children;
}

const router = createBrowserRouter([adminRoutes]);
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Interactive>
      <AdminFeaturesProvider value={adminFeatures}>
        <RouterProvider router={router} />
      </AdminFeaturesProvider>
    </Interactive>
  </StrictMode>,
);
