import type { LucideIcon, LucideProps } from "lucide-react";
import { Briefcase, GraduationCap, IndianRupee, Rocket, Scale, Sprout } from "@/components/site/icons";
import type { ServiceId } from "#core/taxonomies/services";

/** The icon of each service line: in the menus on every page, on its card and on its landing hero. */
const serviceLineIcons: Record<ServiceId, LucideIcon> = {
  "startup-msme-consulting": Rocket,
  "business-consultancy": Briefcase,
  "financial-consultancy": IndianRupee,
  "legal-consultancy": Scale,
  "corporate-training": GraduationCap,
  "incubation-ecosystem": Sprout,
};

export function ServiceLineIcon({ id, ...props }: { id: ServiceId } & LucideProps) {
  const Drawing = serviceLineIcons[id];
  return <Drawing {...props} />;
}
