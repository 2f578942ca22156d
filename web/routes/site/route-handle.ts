import type { RouteHandle } from "../../lib/head";

/** Types a route module's `handle` export. */
export const routeHandle = (h: RouteHandle) => h;

/**
 * Whether the page's own content rendered (its hero, its call-back form): a page whose loader failed
 * renders the error page instead, which has neither.
 */
export const whenLoaded = (data: unknown) => data != null;

/** The branded social preview image of a service line (scripts/build-og-images.ts draws them). */
export const serviceOgImage = (serviceId: string) => `/og/services/${serviceId}.jpg`;

/** The branded social preview image of one sub-service, drawn by the same script. */
export const subServiceOgImage = (serviceId: string, subServiceId: string) => `/og/sub-services/${serviceId}/${subServiceId}.jpg`;
