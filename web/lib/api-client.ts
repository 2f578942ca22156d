import { hc } from "hono/client";
import type { AppType } from "../../worker/api";

export type ApiClient = ReturnType<typeof hc<AppType>>;

/** The browser's typed client for the worker's JSON API (same origin, cookies included). */
export const browserApi: ApiClient = hc<AppType>("/", { init: { credentials: "same-origin" } });

/** What the worker passes to route loaders as `context` when it renders a page. */
export interface LoaderContext {
  api: ApiClient;
}

/**
 * The client a route loader should use: in the worker, one that calls the API in-process;
 * in the browser, the same-origin client.
 */
export function apiFor(context: unknown): ApiClient {
  return (context as Partial<LoaderContext> | undefined)?.api ?? browserApi;
}
