import { Link } from "react-router-dom";
import { NotFoundHelp } from "../../components/site/not-found-help";

/**
 * The catch-all page. The worker answers it with HTTP 404 and logs the path; the site script logs
 * it in the browser's console too (data-not-found, web/site-script/index.ts).
 */
export function NotFoundPage() {
  return (
    <section data-not-found className="flex min-h-[60vh] flex-col items-center justify-center px-6 pt-32 pb-24 text-center">
      <h1 className="text-6xl font-bold text-primary">404</h1>
      <p className="mt-4 text-xl text-muted-foreground">Oops! Page not found</p>
      <NotFoundHelp />
      <Link to="/" className="mt-6 inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4 hover:opacity-80">
        Return to Home
      </Link>
    </section>
  );
}
