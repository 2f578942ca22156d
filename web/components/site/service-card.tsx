import { ArrowRight } from "@/components/site/icons";
import { Link } from "@/components/site/locale-link";
import type { Service } from "#core/content/types";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../ui/card";
import { Reveal } from "./reveal";
import { ServiceLineIcon } from "./service-line-icon";
import { useChromeCopy } from "@/lib/chrome";

/** A service summary; the whole card is one link to the service's detail page. */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <Reveal className="h-full">
      <Card className="group relative flex h-full flex-col transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-xl">
        <CardHeader>
          <span className="mb-2 flex size-12 items-center justify-center rounded-lg bg-accent/15 text-amber-700">
            <ServiceLineIcon id={service.id} className="size-6" aria-hidden="true" />
          </span>
          <CardTitle className="text-xl">
            {/* The stretched link makes the card clickable while keeping one accessible name. */}
            <Link
              to={`/services/${service.id}`}
              className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
            >
              {service.title}
            </Link>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex-1">
          <CardDescription className="text-base leading-relaxed">{service.shortDescription}</CardDescription>
        </CardContent>
        <CardFooter>
          <span aria-hidden="true" className="inline-flex items-center gap-1 text-sm font-semibold text-primary">
            {useChromeCopy().learnMore}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
          </span>
        </CardFooter>
      </Card>
    </Reveal>
  );
}

export function ServiceCardGrid({ services }: { services: Service[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} />
        </li>
      ))}
    </ul>
  );
}
