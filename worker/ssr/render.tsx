import type { Context } from "hono";
import { hc } from "hono/client";
import { StrictMode } from "react";
import { renderToReadableStream } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from "react-router-dom";
import { site } from "#core/content/site";
import type { LoaderContext } from "../../web/lib/api-client";
import { type Head, resolveHead, type RouteHandle } from "../../web/lib/head";
import { routes } from "../../web/routes";
import { api, type AppType } from "../api";
import type { AppEnv } from "../env";
import { log } from "../lib/log";
import { loadTemplate } from "./template";

const handler = createStaticHandler(routes);

const NOT_FOUND_HEAD: Head = {
  title: `Page not found | ${site.shortName}`,
  description: "The page you were looking for does not exist.",
};

/** Loaders call the API in-process, with this request's bindings and no network hop. */
function loaderContext(c: Context<AppEnv>): LoaderContext {
  const client = hc<AppType>(new URL(c.req.url).origin, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => api.fetch(new Request(input, init), c.env),
  });
  return { api: client };
}

function statusOf(context: StaticHandlerContext): number {
  if (context.statusCode !== 200) return context.statusCode;
  const deepest = context.matches[context.matches.length - 1];
  return (deepest?.route.handle as RouteHandle | undefined)?.status ?? 200;
}

function headOf(context: StaticHandlerContext, status: number): Head {
  if (status === 404) return NOT_FOUND_HEAD;
  const matches = context.matches.map((m) => ({
    handle: m.route.handle,
    data: context.loaderData[m.route.id],
    params: m.params,
  }));
  return resolveHead(matches, { title: site.shortName, description: site.description });
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function headTags(head: Head, url: URL): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const canonical = escapeHtml(url.origin + url.pathname);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${canonical}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:image" content="${escapeHtml(url.origin)}/og-image.jpg" />`,
  ].join("\n    ");
}

/** Renders a public page to HTML inside the built template; redirects pass straight through. */
export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  const context = await handler.query(c.req.raw, { requestContext: loaderContext(c) });
  if (context instanceof Response) return context;

  const status = statusOf(context);
  if (status === 404) log("warn", "page_not_found", { path: c.req.path });

  const nonce = c.get("secureHeadersNonce");
  const router = createStaticRouter(handler.dataRoutes, context);
  const stream = await renderToReadableStream(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} nonce={nonce} />
    </StrictMode>,
    {
      nonce,
      onError(error) {
        log("error", "render_error", { path: c.req.path, message: error instanceof Error ? error.message : String(error) });
      },
    },
  );
  await stream.allReady;
  const appHtml = await new Response(stream).text();

  const template = await loadTemplate(c);
  const html = template
    .replace(/<title>[^<]*<\/title>/, headTags(headOf(context, status), new URL(c.req.url)))
    .replace("<!--app-html-->", appHtml);
  return c.html(html, status as 200);
}
