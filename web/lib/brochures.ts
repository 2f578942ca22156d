/**
 * Where the one-page PDF brochure of a sub-service is served from. The files are generated from the
 * content modules by `npm run brochures` (scripts/build-brochures.ts) and committed under public/.
 */
export function brochurePath(serviceId: string, subServiceId: string): string {
  return `/brochures/${serviceId}/${subServiceId}.pdf`;
}
