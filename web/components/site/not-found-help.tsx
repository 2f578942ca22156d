import { Link } from "@/components/site/locale-link";
import { SiteSearchForm } from "./site-search-form";
import { useChromeCopy } from "@/lib/chrome";

/** The not-found page's ways on: the site search and the main pages. */
export function NotFoundHelp() {
  const copy = useChromeCopy();
  return (
    <>
      <p className="mt-3 max-w-md text-slate-600">{copy.notFound.help}</p>
      <SiteSearchForm label={copy.search.searchTheSite} className="mt-5 w-full max-w-md text-left" />
      <nav aria-label={copy.notFound.suggested} className="mt-6">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {copy.notFound.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="inline-flex min-h-11 min-w-11 items-center justify-center font-medium text-primary underline underline-offset-4 hover:opacity-80">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
