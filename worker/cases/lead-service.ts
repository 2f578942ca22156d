import { services } from "#core/content/services";
import { subServices } from "#core/content/sub-services";
import type { ServiceId } from "#core/taxonomies/services";

/**
 * The sub-service a lead asked about, from the title its form stored: a quote stores
 * "<sub-service> — <service line>" (worker/inquiries/submissions.ts), an enquiry only the line, which
 * names no sub-service. The case's form starts from it; staff may choose another.
 */
export function subServiceOfLead(service: string | null): { serviceId: ServiceId; subServiceId: string } | null {
  if (!service) return null;
  const [subTitle, lineTitle] = service.split(" — ");
  if (!subTitle || !lineTitle) return null;
  const line = services.find((candidate) => candidate.title === lineTitle);
  if (!line) return null;
  const sub = (subServices[line.id as ServiceId] as { id: string; title: string }[]).find((candidate) => candidate.title === subTitle);
  return sub ? { serviceId: line.id as ServiceId, subServiceId: sub.id } : null;
}
