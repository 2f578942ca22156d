import type { Context } from "hono";
import type { AppEnv } from "../env";
import { contentSecurityPolicy } from "../http/security-policy";
import { withSpeculationRules } from "../navigation/speculation-rules";
import { servePublicCached } from "../page-cache/page-cache";
import { renderPage } from "./render";
import { loadTemplate, mutable } from "./template";

/** The admin is a client-rendered app: every /admin path gets the plain shell. */
export async function serveAdminShell(c: Context<AppEnv>) {
  // sonner's toasts and Radix's dialogs inject styles without a nonce (docs/csp.md).
  return c.html(await loadTemplate(c), 200, { "Content-Security-Policy": contentSecurityPolicy("injected") });
}

/** Paths with a file extension are files (favicon, logo); everything else is a page. */
export async function serveStaticOrPage(c: Context<AppEnv>) {
  const lastSegment = c.req.path.split("/").pop() ?? "";
  if (lastSegment.includes(".")) {
    const res = await c.env.ASSETS.fetch(c.req.raw);
    if (res.status !== 404) return mutable(res);
  }
  return servePublicCached(c, async () => withSpeculationRules(await renderPage(c)));
}
