import type { Context } from "hono";
import type { AppEnv } from "../env";
import { contentSecurityPolicy } from "../http/security-policy";
import { withSpeculationRules } from "../navigation/speculation-rules";
import { serveNotFound } from "../page-cache/not-found";
import { logNotFound, servePublicCached } from "../page-cache/page-cache";
import { carriesTokenOf } from "../page-cache/token-pages";
import { renderPage, unknownPage } from "./render";
import { loadTemplate, mutable } from "./template";

/** The admin is a client-rendered app: every /admin path gets the plain shell. */
export async function serveAdminShell(c: Context<AppEnv>) {
  // sonner's toasts and Radix's dialogs inject styles without a nonce (docs/csp.md).
  return c.html(await loadTemplate(c, "admin"), 200, { "Content-Security-Policy": contentSecurityPolicy("injected") });
}

/** Browsers ask for /favicon.ico whatever the page links; the icon is an SVG. A day, as it may change with a rebrand. */
const FAVICON_REDIRECT_CACHE_CONTROL = "public, max-age=86400";

/**
 * Paths with a file extension are files (favicon, logo); everything else is a page. A missing file,
 * and a path no page of the site matches, is the not-found page of its language, kept ready
 * (../page-cache/not-found.ts): probes cost no render. A page whose record is gone (an unknown
 * post, service or sub-service) answers as its route says: a redirect, or a not-found page
 * rendered for it.
 */
export async function serveStaticOrPage(c: Context<AppEnv>) {
  const lastSegment = c.req.path.split("/").pop() ?? "";
  if (lastSegment.includes(".")) {
    const res = await c.env.ASSETS.fetch(c.req.raw);
    if (res.status !== 404) return mutable(res);
    if (c.req.path === "/favicon.ico") {
      const redirect = c.redirect("/favicon.svg", 301);
      redirect.headers.set("Cache-Control", FAVICON_REDIRECT_CACHE_CONTROL);
      return redirect;
    }
    return serveNotFound(c, () => renderPage(c));
  }
  if (unknownPage(c.req.path)) return serveNotFound(c, () => renderPage(c));
  const res = await servePublicCached(c, async () => {
    const page = await renderPage(c);
    if (page.status === 404) logNotFound(c.req.path);
    return withSpeculationRules(page);
  });
  // The token in the address must not travel on in a Referer, even to the page's own images.
  if (carriesTokenOf(c)(c.req.url)) res.headers.set("Referrer-Policy", "no-referrer");
  return res;
}
