import { documents } from "#core/content/documents";
import { services } from "#core/content/services";
import { subServices } from "#core/content/sub-services";

/**
 * Every public page that exists without the database, derived from the same content the routes
 * render: fixed pages, services with their sub-services, the landing pages and the documents.
 */
export function contentPaths(): string[] {
  return [
    "/",
    "/about",
    "/services",
    ...services.flatMap((service) => [
      `/services/${service.id}`,
      ...subServices[service.id].map((sub) => `/services/${service.id}/${sub.id}`),
    ]),
    ...services.map((service) => service.landingPath),
    "/blog",
    "/contact",
    "/careers",
    ...documents.map((doc) => doc.path),
  ];
}
