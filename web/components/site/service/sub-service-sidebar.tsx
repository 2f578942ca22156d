import { Download, FileText, Headset } from "@/components/site/icons";
import { Link } from "@/components/site/locale-link";
import * as pageEn from "#core/content/sub-service-page";
import * as pageHi from "#core/content/hi/sub-service-page";
import { useContent } from "@/lib/locale";
import { languageTags } from "#core/i18n/locale";
import { useChromeCopy } from "@/lib/chrome";
import type { ServiceLine } from "#core/content/service-lines";
import type { SubServiceLink } from "#core/content/types";
import { brochurePath } from "@/lib/brochures";
import { buttonVariants } from "../../ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card";
import { SubServiceLinks } from "./sub-service-links";

interface SubServiceSidebarProps {
  service: Pick<ServiceLine, "id" | "title" | "landingPath">;
  subService: SubServiceLink;
  siblings: SubServiceLink[];
}

/**
 * The sibling sub-services, the brochure and the help card. The quote form holds the column beside
 * the content on wide screens, so these sit under the content: the list beside the two cards.
 */
export function SubServiceSidebar({ service, subService, siblings }: SubServiceSidebarProps) {
  const copy = useContent({ en: pageEn, hi: pageHi }).subServiceCopy;
  return (
    <aside className="grid gap-6 md:grid-cols-2" aria-label={useChromeCopy().relatedHelp}>
      <div className="md:row-span-2">
        <SubServiceLinks service={service} subServices={siblings} />
      </div>

      <Card>
        <CardHeader>
          <FileText className="size-8 text-primary" aria-hidden="true" />
          <CardTitle className="text-lg">{copy.brochure.title}</CardTitle>
          <CardDescription className="text-base">{copy.brochure.text}</CardDescription>
        </CardHeader>
        <CardContent>
          <a
            className={buttonVariants({ variant: "outline", className: "w-full" })}
            href={brochurePath(service.id, subService.id)}
            // The brochures are written in English: a Hindi page says so to readers and crawlers.
            hrefLang={languageTags.en.hreflang}
            download
          >
            <Download aria-hidden="true" />
            {copy.brochure.action}
            <span className="sr-only">{copy.brochure.screenReader(subService.title)}</span>
          </a>
        </CardContent>
      </Card>

      <Card className="bg-primary text-primary-foreground">
        <CardHeader>
          <Headset className="size-8 text-amber-300" aria-hidden="true" />
          <CardTitle className="text-lg">{copy.assistance.title}</CardTitle>
          <CardDescription className="text-base text-indigo-100">{copy.assistance.text}</CardDescription>
        </CardHeader>
        <CardContent>
          <Link className={buttonVariants({ variant: "secondary", className: "w-full" })} to={copy.assistance.action.to}>{copy.assistance.action.label}</Link>
        </CardContent>
      </Card>
    </aside>
  );
}
