import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { services } from "#core/content/services";
import { hasHindiTwin } from "#core/site/hindi-pages";
import { pathIn } from "#core/i18n/locale";
import { contentPaths } from "../../worker/seo/public-paths";
import { seedArticles } from "../../worker/seed/seed-articles";
import { seedTranslations } from "../../worker/seed/seed-articles-hi";

/**
 * Every public route a visitor can land on: content pages, landing pages, articles, a search, the
 * tools' shared results (and a result's address with a mistake, answered 422), a filtered view of
 * the compliance calendar and a 404.
 */
export const publicRoutes = [
  ...contentPaths(),
  ...services.map((service) => service.landingPath),
  ...seedArticles.map((article) => `/blog/${article.slug}`),
  ...seedTranslations.map((article) => `/hi/blog/${article.slug}`),
  "/search?q=gst",
  "/tools/gst-calculator?amount=450000&rate=18&supply=intra&round=1",
  "/tools/emi-calculator?amount=1000000&rate=10&tenure=5&unit=years&rate2=9.5",
  "/tools/gst-calculator?amount=4.50.000&rate=18&supply=intra",
  "/tools/gst-registration-check?turnover=1500000&supplies=services&interstate=no&state=madhya-pradesh",
  "/tools/compliance-calendar?kind=gst",
  "/a-page-that-does-not-exist",
  // The Hindi twins (core/site/hindi-pages.ts) and the Hindi not-found page.
  ...[...contentPaths(), ...services.map((service) => service.landingPath)].filter(hasHindiTwin).map((path) => pathIn("hi", path)),
  // The Hindi tools' shared results, a result with a mistake (422) and a filtered calendar.
  "/hi/tools/gst-calculator?amount=450000&rate=18&supply=intra&round=1",
  "/hi/tools/emi-calculator?amount=1000000&rate=10&tenure=5&unit=years&rate2=9.5",
  "/hi/tools/gst-calculator?amount=4.50.000&rate=18&supply=intra",
  "/hi/tools/gst-registration-check?turnover=4500000&supplies=goods&interstate=no&ecommerce=no&excluded=no&state=telangana",
  "/hi/tools/compliance-calendar?kind=gst",
  // The Hindi search: before a search, with results (a whole Hindi word, one typed without its
  // nukta), and with none but a "Did you mean".
  "/hi/search",
  `/hi/search?${new URLSearchParams({ q: "जीएसटी पंजीकरण" })}`,
  `/hi/search?${new URLSearchParams({ q: "फाइल" })}`,
  `/hi/search?${new URLSearchParams({ q: "जीएसटी पंजीकरन" })}`,
  "/hi/a-page-that-does-not-exist",
];

/** axe-core's browser build, for `page.evaluate(axeSource)`. */
export const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
