import { hc } from "hono/client";
import type { AppType } from "../../worker/api";

export type ApiClient = ReturnType<typeof hc<AppType>>;

/** A typed client for the worker's JSON API (same origin, cookies included) sending through `fetchImpl`. */
export function createApiClient(fetchImpl?: typeof fetch): ApiClient {
  return hc<AppType>("/", { init: { credentials: "same-origin" }, fetch: fetchImpl });
}

/** The browser's typed client: public pages, and the admin's sign-in. */
export const browserApi: ApiClient = createApiClient();

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
