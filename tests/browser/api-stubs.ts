/**
 * Stubs of our own API, typed by the worker's routes: a stub names its endpoint through the typed
 * client (`hc<AppType>`), and its body must be what that endpoint answers with that status. A
 * change of the API's shape then breaks the typecheck of the specs that stub it, instead of
 * leaving them to test a browser against answers the server no longer gives.
 */
import type { Page, Route } from "@playwright/test";
import { hc, type InferResponseType } from "hono/client";
import type { StatusCode } from "hono/utils/http-status";
import type { AppType } from "../../worker/api";

/** The API's endpoints, by path: only named here, to take their URL and type; never fetched. */
export const endpoints = hc<AppType>("http://stub.invalid").api;

type Method = "$get" | "$post" | "$put" | "$patch" | "$delete";

/** A path of the typed client: its methods and `$url`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any path's own arguments; its answers are what is checked
type Path = { $url: (arg?: any) => URL };

/**
 * The statuses any endpoint may answer from the worker's error handler (worker/http/errors.ts,
 * an outage's 503 and an unexpected 500), which no route declares: always `{ error }`.
 */
type HandlerStatus = 500 | 503;

type Body<E, S extends StatusCode> = S extends HandlerStatus ? { error: string } : InferResponseType<E, S>;

interface Stub<P extends Path, M extends Method & keyof P, S extends StatusCode> {
  endpoint: P;
  method: M;
  /** The path's parameters, for an endpoint under `:id`. */
  param?: Record<string, string>;
  /** 200 unless given. */
  status?: S;
  headers?: Record<string, string>;
  json: Body<P[M], S>;
}

/** A stub in place: which URLs it answers, and how to take it away again. */
export interface ApiStub {
  answers: (url: string) => boolean;
  remove: () => Promise<void>;
}

/** Answers the endpoint's requests of that method (whatever their query) with the stub; any other method goes on to the server. */
export async function stubApi<P extends Path, M extends Method & keyof P, S extends StatusCode = 200>(
  page: Page,
  { endpoint, method, param, status, headers, json }: Stub<P, M, S>,
): Promise<ApiStub> {
  const { pathname } = endpoint.$url(param ? { param } : undefined);
  const verb = method.slice(1).toUpperCase();
  const matches = (url: URL) => url.pathname === pathname;
  const answer = (route: Route) =>
    route.request().method() === verb ? route.fulfill({ status: status ?? 200, headers, json }) : route.fallback();
  await page.route(matches, answer);
  return { answers: (url) => matches(new URL(url)), remove: () => page.unroute(matches, answer) };
}
