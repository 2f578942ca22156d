import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { Link } from "@/components/site/locale-link";
import { NotFoundPage } from "./not-found";
import { useChromeCopy } from "@/lib/chrome";

/** Shown when a loader throws: a 404 becomes the not-found page, anything else a calm apology. */
export function RouteError() {
  const error = useRouteError();
  const copy = useChromeCopy().loadError;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-foreground">{copy.title}</h1>
      <p className="mt-4 max-w-md text-muted-foreground">{copy.text}</p>
      <Link to="/" className="mt-6 inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4">
        {copy.home}
      </Link>
    </section>
  );
}
