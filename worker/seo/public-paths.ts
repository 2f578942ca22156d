import { documents } from "#core/content/documents";
import { services } from "#core/content/services";
import { subServices } from "#core/content/sub-services";
import { toolPaths } from "#core/content/tools";

/**
 * Every public page that exists without the database and is canonical for its content, derived
 * from the same content the routes render: fixed pages, services with their sub-services, the free
 * tools (each calculator without a query: a result's address names that page as canonical and asks
 * not to be indexed) and the documents. The themed landing pages are left out: each names
 * /services/<id> as its canonical.
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
    "/blog",
    "/contact",
    "/careers",
    ...toolPaths(),
    ...documents.map((doc) => doc.path),
  ];
}
