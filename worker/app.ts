import { Hono } from "hono";
import { api } from "./api";
import type { AppEnv } from "./env";
import { noStoreNoIndex } from "./http/no-store";
import { dbSession } from "./http/db-session";
import { handleError } from "./http/errors";
import { securityHeaders } from "./http/security-headers";
import { mediaRoutes } from "./media/routes";
import { speculationRulesRoutes } from "./navigation/speculation-rules";
import { seoRoutes } from "./seo/routes";
import { bulkMailAudiences, featurePages, postedForms, provideComposition, sitemapSources } from "./features";
import { serveAdminShell, serveStaticOrPage } from "./ssr/pages";
import { renderPage, unknownPage } from "./ssr/render";
import { formPostRoutes } from "./submissions/form-posts";
import { deliveryReportRoutes } from "./bulk-mail/delivery-report-routes";

/** The whole worker: security headers on everything, the API, the features' pages, the admin shell and server-rendered pages. */
export const app = new Hono<AppEnv>();

app.use(securityHeaders);
// Each request reads through one D1 session: a nearby replica, the primary or the admin's bookmark.
app.use(dbSession);
app.use(provideComposition);
app.onError(handleError);

app.route("/", api);
app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));

app.route("/media", mediaRoutes);
app.all("/media/*", (c) => c.json({ error: "Not found" }, 404));
app.route("/", seoRoutes(sitemapSources));
// The Speculation Rules every public page names in its header (instant navigation).
app.route("/", speculationRulesRoutes);
// The features' routes outside /api: feeds, the links their mails carry.
app.route("/", featurePages);
// The bulk mail provider's bounce and complaint reports (server to server, with a shared secret).
app.route("/", deliveryReportRoutes(bulkMailAudiences));
app.on(["GET", "HEAD"], ["/admin", "/admin/*"], noStoreNoIndex, serveAdminShell);
app.on(["GET", "HEAD"], "*", serveStaticOrPage);
// Public forms posted without JavaScript, to the page they are on.
app.route("/", formPostRoutes(postedForms, renderPage));
app.all("*", (c) => c.json({ error: "Method not allowed" }, 405));

/**
 * Whether a GET of `path` is the not-found page: no route but the catch-alls takes it (the API, the
 * feeds and the mail links have routes of their own, `/unsubscribe` among them) and no page of the
 * site matches it. The page cache answers such a path before the app runs (worker/index.ts).
 */
export function isUnknownPagePath(path: string): boolean {
  const [matched] = app.router.match("GET", path);
  return matched.every(([[, route]]) => route.path === "*" || route.path === "/*") && unknownPage(path);
}
