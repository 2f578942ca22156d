import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { Link } from "@/components/site/locale-link";
import { NotFoundPage } from "./not-found";

/** Shown when a loader throws: a 404 becomes the not-found page, anything else a calm apology. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-foreground">Something went wrong</h1>
      <p className="mt-4 max-w-md text-muted-foreground">
        We could not load this page. Please try again in a moment, or return to the home page.
      </p>
      <Link to="/" className="mt-6 inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4">
        Return to Home
      </Link>
    </section>
  );
}
