/**
 * `npm run og-images`: draws the 1200×630 social preview of each service line
 * (public/og/services/<id>.jpg, the og:image of its service and landing pages) and of each
 * sub-service (public/og/sub-services/<service>/<id>.jpg) from the content modules, in Chromium.
 * Run it after changing a title or description and commit the output (tests/build/artefact-facts.test.ts
 * checks every page's image exists).
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { chromium } from "@playwright/test";
import { services } from "#core/content/services";
import { subServices } from "#core/content/sub-services";
import { serviceOgImage, subServiceOgImage } from "../web/routes/site/route-handle";
import { shareCardCopy } from "./og-images/copy";
import { shareCardHtml } from "./og-images/card";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

const cards = services.flatMap((service) => [
  { file: `public${serviceOgImage(service.id)}`, card: shareCardCopy(service) },
  ...subServices[service.id].map((sub) => ({ file: `public${subServiceOgImage(service.id, sub.id)}`, card: shareCardCopy(service, sub) })),
]);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const { file, card } of cards) {
    mkdirSync(dirname(file), { recursive: true });
    await page.setContent(shareCardHtml(card));
    await page.screenshot({ path: file, type: "jpeg", quality: 85 });
  }
} finally {
  await browser.close();
}
console.log(`Wrote ${cards.length} images under public/og/.`);
