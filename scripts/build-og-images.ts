/**
 * `npm run og-images`: draws the 1200×630 social preview of each service line
 * (public/og/services/<id>.jpg, the og:image of its service, sub-service and landing pages) from
 * the service content, in Chromium. Run it after changing a service's title or short description
 * and commit the output.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { services } from "#core/content/services";
// Drawn at build time, so with the spec's contact details (staff edits in Settings → Site reach the pages, not these images).
import { defaultSiteSettings as contact } from "#core/content/site-defaults";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

const OUT = "public/og/services";
const logo = `data:image/svg+xml;base64,${readFileSync("public/logo-light.svg").toString("base64")}`;
const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function card(title: string, text: string): string {
  return `<!doctype html><html><head><style>
    * { margin: 0; box-sizing: border-box; }
    body { width: 1200px; height: 630px; overflow: hidden; font-family: "DejaVu Sans", system-ui, sans-serif;
      background: linear-gradient(135deg, #1e1b4b 0%, #312e81 55%, #4338ca 100%); color: #fff; position: relative; }
    .bar { position: absolute; left: 0; top: 0; bottom: 0; width: 18px; background: #f59e0b; }
    .ring { position: absolute; right: -140px; top: -140px; width: 520px; height: 520px; border-radius: 50%;
      border: 70px solid rgba(245, 158, 11, 0.14); }
    main { position: absolute; left: 90px; right: 120px; top: 70px; bottom: 70px; display: flex; flex-direction: column; }
    img { width: 348px; height: 96px; }
    .eyebrow { margin-top: 56px; font-size: 26px; letter-spacing: 4px; text-transform: uppercase; color: #fcd34d; font-weight: 700; }
    h1 { margin-top: 16px; font-size: 66px; line-height: 1.1; font-weight: 700; }
    p { margin-top: 24px; font-size: 30px; line-height: 1.4; color: #e0e7ff; max-width: 930px; }
    footer { margin-top: auto; font-size: 24px; color: #c7d2fe; }
  </style></head><body><div class="bar"></div><div class="ring"></div><main>
    <img src="${logo}" alt="">
    <div class="eyebrow">Our services</div>
    <h1>${escape(title)}</h1>
    <p>${escape(text)}</p>
    <footer>${escape(`${contact.address.city}, ${contact.address.state} · ${contact.phones[0]} · ${contact.email}`)}</footer>
  </main></body></html>`;
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const service of services) {
    await page.setContent(card(service.title, service.shortDescription));
    await page.screenshot({ path: `${OUT}/${service.id}.jpg`, type: "jpeg", quality: 88 });
  }
} finally {
  await browser.close();
}
console.log(`Wrote ${services.length} images under ${OUT}/.`);
