/**
 * Writes public/brochures/{serviceId}/{subServiceId}.pdf for every sub-service, from the content
 * modules. Run `npm run brochures` after editing services or sub-services, and commit the output
 * (a browser test fails while a committed brochure is out of date).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { services } from "#core/content/services";
import { subServices } from "#core/content/sub-services";
import { brochurePath } from "../web/lib/brochures";
import { buildBrochure } from "./brochures/brochure";

let count = 0;
for (const service of services) {
  for (const subService of subServices[service.id]) {
    const file = join("public", brochurePath(service.id, subService.id));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await buildBrochure(service, subService));
    count++;
  }
}
console.log(`Wrote ${count} brochures under public/brochures/.`);
