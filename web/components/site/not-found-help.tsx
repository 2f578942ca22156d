import { Link } from "react-router-dom";
import { SiteSearchForm } from "./site-search-form";

const SUGGESTED_PAGES = [
  { label: "Our services", to: "/services" },
  { label: "Contact us", to: "/contact" },
  { label: "Blog", to: "/blog" },
];

/** The not-found page's ways on: the site search and the main pages. */
export function NotFoundHelp() {
  return (
    <>
      <p className="mt-3 max-w-md text-slate-600">The page may have moved, or the address may be mistyped. Search for what you need:</p>
      <SiteSearchForm label="Search the site" className="mt-5 w-full max-w-md text-left" />
      <nav aria-label="Suggested pages" className="mt-6">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {SUGGESTED_PAGES.map((link) => (
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
