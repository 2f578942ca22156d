import { ChevronRight } from "@/components/site/icons";
import { Link, NavLink } from "@/components/site/locale-link";
import type { ServiceLine } from "#core/content/service-lines";
import type { SubServiceLink } from "#core/content/types";
import { clsx } from "clsx";
import { useChromeCopy } from "@/lib/chrome";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card";

interface SubServiceLinksProps {
  service: Pick<ServiceLine, "id" | "title" | "landingPath">;
  subServices: SubServiceLink[];
  /** The heading: the service title (linking to its landing page) unless given. */
  title?: string;
}

/** The sub-services of a service as a sidebar card; the current one is marked. */
export function SubServiceLinks({ service, subServices, title }: SubServiceLinksProps) {
  const copy = useChromeCopy();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">
          {title ?? (
            <Link to={service.landingPath} className="inline-flex min-h-11 items-center md:inline md:min-h-0 hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              {service.title}
            </Link>
          )}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <nav aria-label={copy.header.subServicesOf(service.title)}>
          <ul className="space-y-1">
            {subServices.map((sub) => (
              <li key={sub.id}>
                <NavLink
                  to={`/services/${service.id}/${sub.id}`}
                  className={({ isActive }) =>
                    clsx(
                      "flex min-h-11 items-center justify-between gap-2 rounded-md px-3 py-2 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                      isActive ? "bg-primary text-primary-foreground" : "text-slate-700 hover:bg-secondary hover:text-primary",
                    )
                  }
                >
                  {sub.title}
                  <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </CardContent>
    </Card>
  );
}
