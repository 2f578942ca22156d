import { StrictMode } from "react";
import { renderToReadableStream } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from "react-router-dom";
import { atFirstUse } from "#core/format/at-first-use";
import type { PostedForm } from "#core/site/posted-form";
import type { LoaderContext } from "./lib/api-client";
import { languageTags, type Locale, localeOfPath } from "#core/i18n/locale";
import { IconSheetContext } from "./components/site/sprited-icon";
import { PageIconSheet } from "./components/site/icon-sheet";
import { type Head, headHtml, headTags, notFoundHead, resolveHead, type RouteHandle } from "./lib/head";
import { structuredDataHtml } from "./lib/structured-data";
import { unknownPathOf } from "./lib/unknown-path";
import { siteRoutes } from "./site-routes";

/*
 * The React app's one server entry: everything the worker's server rendering (worker/ssr/render.ts)
 * needs from web/, and the only module of web/ the worker may import (eslint.config.js).
 */

export type { ApiClient, LoaderContext } from "./lib/api-client";

// The public site only: the admin is client-rendered (web/admin-routes.tsx) and stays out of the Worker.
// Made by the first page rendered: an isolate that only answers the API or the admin never compiles the routes.
const staticHandler = atFirstUse(() => createStaticHandler(siteRoutes));

const unknownPath = atFirstUse(() => unknownPathOf(siteRoutes));

/**
 * Whether no page of the site is at `pathname`: only the catch-all (the not-found page) matches it.
 * A page whose record is missing (an unknown post or sub-service) is not one: its route answers.
 */
export const isUnknownPath = (pathname: string): boolean => unknownPath()(pathname);

export interface RenderedPage {
  status: number;
  /** The page's <title>, description, canonical and social tags, as HTML. */
  headHtml: string;
  /** The page rendered inside the root element: HTML the browser never hydrates as a whole (web/islands). */
  appHtml: string;
  /** The page's head asks search engines not to index it: the worker says so in a header too. */
  noindex: boolean;
  /** The page's language, for <html lang>. */
  lang: string;
}

export interface RenderOptions {
  /** Passed to route loaders as their `context`. */
  loaderContext: LoaderContext;
  /** The site's origin (SITE_URL, decided by the worker) for the absolute URLs in <head>. */
  origin: string;
  onError: (error: unknown) => void;
  /**
   * A form of the page posted without JavaScript and refused (worker/submissions/form-posts.ts):
   * given to the page's route as its action data, with its status, so the form shows it.
   */
  posted?: PostedForm;
}

function statusOf(context: StaticHandlerContext): number {
  if (context.statusCode !== 200) return context.statusCode;
  const deepest = context.matches[context.matches.length - 1];
  return (deepest?.route.handle as RouteHandle | undefined)?.status ?? 200;
}

function headOf(context: StaticHandlerContext, status: number, locale: Locale): Head {
  const matches = context.matches.map((m) => ({ id: m.route.id, handle: m.route.handle, data: context.loaderData[m.route.id], params: m.params }));
  if (status === 404) return resolveHead(matches.slice(0, 1), notFoundHead(locale), locale);
  return resolveHead(matches, undefined, locale);
}

/**
 * Runs the loaders of the routes matching `request` and renders the page. A `Response` result is
 * a redirect a loader asked for: answer it as it is.
 */
export async function renderApp(request: Request, options: RenderOptions): Promise<RenderedPage | Response> {
  const handler = staticHandler();
  const context = await handler.query(request, { requestContext: options.loaderContext });
  if (context instanceof Response) return context;
  if (options.posted && context.statusCode === 200) {
    // Beside the page's own data, where the site layout finds it for the page context: the form
    // shows it here and, through the page's data block, in its island.
    const page = context.matches[context.matches.length - 1].route.id;
    context.loaderData[page] = { ...(context.loaderData[page] as object | undefined), posted: options.posted };
    context.statusCode = options.posted.status;
  }

  const status = statusOf(context);
  const pathname = new URL(request.url).pathname;
  const locale = localeOfPath(pathname);
  const router = createStaticRouter(handler.dataRoutes, context);
  const icons = new PageIconSheet();
  const stream = await renderToReadableStream(
    <StrictMode>
      <IconSheetContext.Provider value={icons}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </IconSheetContext.Provider>
    </StrictMode>,
    // Everything is awaited before the first byte (allReady), so every Suspense boundary is complete:
    // no size limit means React writes each one in place, with none of the inline scripts that
    // reveal a streamed boundary (the CSP admits no inline script).
    { onError: options.onError, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  await stream.allReady;
  const head = headOf(context, status, locale);
  return {
    status,
    headHtml: `${headHtml(headTags(head, options.origin, pathname))}\n    ${structuredDataHtml(head, options.origin)}`,
    // The icon sheet last: the page's icons are known once it is rendered, and a <use> may come first.
    appHtml: (await new Response(stream).text()) + (await icons.html()),
    noindex: head.noindex === true,
    lang: languageTags[locale].html,
  };
}
