import { getSubService } from "#core/content/sub-services";
import type { SubService } from "#core/content/types";
import { type ServiceId, subServiceKey } from "#core/taxonomies/services";

/** A sub-service of a service line, both known to the taxonomy. */
export interface ResolvedSubService {
  serviceId: ServiceId;
  subService: SubService;
}

/** The sub-service a URL's pair of ids names, or undefined when the taxonomy has no such pair. */
export function resolveSubService(serviceId: string, subServiceId: string): ResolvedSubService | undefined {
  if (!subServiceKey(serviceId, subServiceId)) return undefined;
  const subService = getSubService(serviceId, subServiceId);
  return subService ? { serviceId: serviceId as ServiceId, subService } : undefined;
}
