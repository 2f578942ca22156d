import type { ServiceId } from "#core/taxonomies/services";

declare module "../events/types" {
  interface DomainEvents {
    /** The firm's fee, timeline and note of a sub-service (all empty: cleared); shown on its public page. */
    "sub_service_fee.updated": { adminId: number; serviceId: ServiceId; subServiceId: string };
  }
}
