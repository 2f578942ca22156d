import type { ServiceId } from "#core/taxonomies/services";

/** The cache tag of a service line's pages that show staff-edited facts (a sub-service's fee). */
export const serviceLineTag = (serviceId: ServiceId) => `service:${serviceId}`;
