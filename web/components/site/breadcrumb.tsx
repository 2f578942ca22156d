import { ChevronRight } from "@/components/site/icons";
import { Fragment } from "react";
import { Link } from "@/components/site/locale-link";
import type { NavLinkItem } from "#core/content/navigation";
import { useChromeCopy } from "@/lib/chrome";

/** A trail of links ending in the current page, which is not a link (`currentLang`: its name's language, when not the page's). */
export function Breadcrumb({ trail, current, currentLang }: { trail: NavLinkItem[]; current: string; currentLang?: string }) {
  return (
    <nav aria-label={useChromeCopy().breadcrumb} className="mb-6">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-300">
        {trail.map((item) => (
          <Fragment key={item.to}>
            <li>
              <Link to={item.to} className="inline-flex min-h-11 min-w-11 items-center rounded-sm md:inline md:min-h-0 md:min-w-0 hover:text-white hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white">
                {item.label}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4" />
            </li>
          </Fragment>
        ))}
        <li aria-current="page" lang={currentLang} className="font-medium text-white">
          {current}
        </li>
      </ol>
    </nav>
  );
}
