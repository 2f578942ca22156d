import { Download, FileText, Headset } from "lucide-react";
import { Link } from "react-router-dom";
import { subServiceCopy as copy } from "#core/content/sub-service-page";
import type { ServiceLine } from "#core/content/service-lines";
import type { SubService } from "#core/content/types";
import { brochurePath } from "@/lib/brochures";
import { Button } from "../../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card";
import { SubServiceLinks } from "./sub-service-links";

interface SubServiceSidebarProps {
  service: Pick<ServiceLine, "id" | "title" | "landingPath">;
  subService: Pick<SubService, "id" | "title">;
  siblings: Pick<SubService, "id" | "title">[];
}

/**
 * The sibling sub-services, the brochure and the help card. The quote form holds the column beside
 * the content on wide screens, so these sit under the content: the list beside the two cards.
 */
export function SubServiceSidebar({ service, subService, siblings }: SubServiceSidebarProps) {
  return (
    <aside className="grid gap-6 md:grid-cols-2" aria-label="Related services and help">
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
          <Button asChild variant="outline" className="w-full">
            <a href={brochurePath(service.id, subService.id)} download>
              <Download aria-hidden="true" />
              {copy.brochure.action}
              <span className="sr-only"> of the {subService.title} brochure (PDF)</span>
            </a>
          </Button>
        </CardContent>
      </Card>

      <Card className="bg-primary text-primary-foreground">
        <CardHeader>
          <Headset className="size-8 text-amber-300" aria-hidden="true" />
          <CardTitle className="text-lg">{copy.assistance.title}</CardTitle>
          <CardDescription className="text-base text-indigo-100">{copy.assistance.text}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="secondary" className="w-full">
            <Link to={copy.assistance.action.to}>{copy.assistance.action.label}</Link>
          </Button>
        </CardContent>
      </Card>
    </aside>
  );
}
