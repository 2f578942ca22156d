import { useEffect } from "react";
import { Link, useLocation } from "react-router-dom";
import { deferred } from "../../lib/deferred";

const NotFoundHelp = deferred(() => import("../../components/site/not-found-help").then((m) => m.NotFoundHelp));

/** The catch-all page. The worker answers it with HTTP 404 and logs the path; the browser logs it too. */
export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center px-6 pt-32 pb-24 text-center">
      <h1 className="text-6xl font-bold text-primary">404</h1>
      <p className="mt-4 text-xl text-muted-foreground">Oops! Page not found</p>
      <NotFoundHelp />
      <Link to="/" className="mt-6 inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4 hover:opacity-80">
        Return to Home
      </Link>
    </section>
  );
}
