import { readFileSync } from "node:fs";
import { site } from "#core/content/site";

/** What a social preview says: only content that ships with the code, never a fact staff edit in Settings → Site. */
export interface ShareCard {
  eyebrow: string;
  title: string;
  text: string;
}

const logo = `data:image/svg+xml;base64,${readFileSync("public/logo-light.svg").toString("base64")}`;
const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The 1200×630 page Chromium photographs. The image is drawn once, at build time, so it carries no
 * phone, email or address: those change in Settings → Site and the image would go on showing the old
 * ones. The footer is the firm's name and tagline instead.
 */
export function shareCardHtml({ eyebrow, title, text }: ShareCard): string {
  return `<!doctype html><html><head><style>
    * { margin: 0; box-sizing: border-box; }
    body { width: 1200px; height: 630px; overflow: hidden; font-family: "DejaVu Sans", system-ui, sans-serif;
      background: linear-gradient(135deg, #1e1b4b 0%, #312e81 55%, #4338ca 100%); color: #fff; position: relative; }
    .bar { position: absolute; left: 0; top: 0; bottom: 0; width: 18px; background: #f59e0b; }
    .ring { position: absolute; right: -140px; top: -140px; width: 520px; height: 520px; border-radius: 50%;
      border: 70px solid rgba(245, 158, 11, 0.14); }
    main { position: absolute; left: 90px; right: 120px; top: 70px; bottom: 70px; display: flex; flex-direction: column; }
    img { width: 348px; height: 96px; }
    .eyebrow { margin-top: 48px; font-size: 26px; letter-spacing: 4px; text-transform: uppercase; color: #fcd34d; font-weight: 700; }
    h1 { margin-top: 16px; font-size: 62px; line-height: 1.1; font-weight: 700; }
    p { margin-top: 22px; font-size: 28px; line-height: 1.4; color: #e0e7ff; max-width: 960px; }
    footer { margin-top: auto; font-size: 24px; color: #c7d2fe; }
  </style></head><body><div class="bar"></div><div class="ring"></div><main>
    <img src="${logo}" alt="">
    <div class="eyebrow">${escape(eyebrow)}</div>
    <h1>${escape(title)}</h1>
    <p>${escape(text)}</p>
    <footer>${escape(`${site.shortName} · ${site.tagline}`)}</footer>
  </main></body></html>`;
}
