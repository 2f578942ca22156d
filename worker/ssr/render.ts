import type { Context } from "hono";
import { hc } from "hono/client";
import type { PostedForm } from "#core/site/posted-form";
import { isUnknownPath, type LoaderContext, renderApp } from "../../web/entry-server";
import { api, type AppType } from "../api";
import { getDb } from "../db/client";
import { SETTINGS_TAG } from "../site-settings/cache-tags";
import { readSiteSettings } from "../site-settings/data";
import { site } from "#core/content/site";
import { siteView } from "#core/format/site-settings";
import { localeOfPath } from "#core/i18n/locale";
import type { AppEnv } from "../env";
import { contentSecurityPolicy } from "../http/security-policy";
import { log, loggablePath } from "../lib/log";
import { addTags, tagCollector } from "../page-cache/cache-tags";
import { siteOrigin } from "../lib/site-origin";
import { loadTemplate } from "./template";

/**
 * Loaders call the API in-process, with this request's bindings and no network hop, through
 * `apiFetch` (which collects the cache tags of what they read). The site settings every page shows
 * (header, footer, figures, structured data) are read once per render.
 */
async function loaderContext(c: Context<AppEnv>, apiFetch: (request: Request) => Promise<Response>): Promise<LoaderContext> {
  const client = hc<AppType>(new URL(c.req.url).origin, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => apiFetch(new Request(input, init)),
  });
  const { settings } = await readSiteSettings(getDb(c.env.DB));
  return { api: client, site: siteView(settings, site.legalName, localeOfPath(new URL(c.req.url).pathname)) };
}

/**
 * Renders a public page to HTML inside the built template; redirects pass straight through.
 * `posted`: a form on the page was posted without JavaScript and refused; the page is rendered
 * with it (the caller makes sure the answer is never cached).
 */
export async function renderPage(c: Context<AppEnv>, posted?: PostedForm): Promise<Response> {
  // A posted page renders like its GET (the loaders' request), with the refusal beside it.
  const request = posted ? new Request(c.req.url) : c.req.raw;
  const read = tagCollector((req) => api.fetch(req, c.env));
  const page = await renderApp(request, {
    ...(posted ? { posted } : {}),
    loaderContext: await loaderContext(c, read.fetch),
    origin: siteOrigin(c.env, c.req.url),
    onError(error) {
      log("error", "render_error", { path: loggablePath(c.req.path), message: error instanceof Error ? error.message : String(error) });
    },
  });
  if (page instanceof Response) return page;

  const template = await loadTemplate(c);
  // Replacer functions: a "$&" or "$'" in a post's text must not be read as a replacement pattern.
  const html = template
    .replace(/<html\b[^>]*>/, () => `<html lang="${page.lang}">`)
    .replace(/<title>[^<]*<\/title>/, () => page.headHtml)
    .replace("<!--app-html-->", () => page.appHtml);
  // A public form's toasts (sonner, loaded with its island) inject a stylesheet: the document's
  // policy admits that (docs/csp.md). It travels into the edge cache.
  const res = c.html(html, page.status as 200, {
    "Content-Security-Policy": contentSecurityPolicy("injected"),
    // The robots meta tag's rule, where crawlers read it without parsing the page (a preview, a form's outcome).
    ...(page.noindex ? { "X-Robots-Tag": "noindex" } : {}),
  });
  // What the page shows, for the edge cache's purges: the settings, and what its loaders read.
  addTags(res.headers, [SETTINGS_TAG, ...read.tags]);
  return res;
}

/** Whether no page of the site is at `path` (web/entry-server.tsx), without rendering. */
export const unknownPage = (path: string) => isUnknownPath(path);
