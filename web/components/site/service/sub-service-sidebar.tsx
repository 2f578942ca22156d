import { Download, FileText, Headset } from "lucide-react";
import { Link } from "react-router-dom";
import { subServiceCopy as copy } from "#core/content/sub-service-page";
import type { Service, SubService, SubServiceLink } from "#core/content/types";
import { brochurePath } from "@/lib/brochures";
import { buttonVariants } from "../../ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card";
import { SubServiceLinks } from "./sub-service-links";

interface SubServiceSidebarProps {
  service: Service;
  subService: SubService;
  siblings: SubServiceLink[];
}

export function SubServiceSidebar({ service, subService, siblings }: SubServiceSidebarProps) {
  return (
    <aside className="space-y-6 lg:sticky lg:top-28 lg:self-start" aria-label="Related services and help">
      <SubServiceLinks service={service} subServices={siblings} />

      <Card>
        <CardHeader>
          <FileText className="size-8 text-primary" aria-hidden="true" />
          <CardTitle className="text-lg">{copy.brochure.title}</CardTitle>
          <CardDescription className="text-base">{copy.brochure.text}</CardDescription>
        </CardHeader>
        <CardContent>
          <a className={buttonVariants({ variant: "outline", className: "w-full" })} href={brochurePath(service.id, subService.id)} download>
            <Download aria-hidden="true" />
            {copy.brochure.action}
            <span className="sr-only"> of the {subService.title} brochure (PDF)</span>
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
