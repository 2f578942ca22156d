import { Link } from "@/components/site/locale-link";
import { NotFoundHelp } from "../../components/site/not-found-help";
import { useChromeCopy } from "@/lib/chrome";

/**
 * The catch-all page. The worker answers it with HTTP 404 and logs the path; the site script logs
 * it in the browser's console too (data-not-found, web/site-script/index.ts).
 */
export function NotFoundPage() {
  const copy = useChromeCopy().notFound;
  return (
    <section data-not-found className="flex min-h-[60vh] flex-col items-center justify-center px-6 pt-32 pb-24 text-center">
      {/* The spec's words, in English on both languages' pages. */}
      <h1 lang="en" className="text-6xl font-bold text-primary">404</h1>
      <p lang="en" className="mt-4 text-xl text-muted-foreground">{copy.heading}</p>
      {copy.line && <p className="mt-3 max-w-md text-slate-700">{copy.line}</p>}
      <NotFoundHelp />
      <Link to="/" className="mt-6 inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4 hover:opacity-80">
        {copy.home}
      </Link>
    </section>
  );
}
